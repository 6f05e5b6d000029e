import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

import { LegalContactDetails } from './LegalContactDetails.tsx';
import { LegalList, LegalMessage } from './LegalMessage.tsx';

/** The second half of the Privacy Policy: sharing, transfers, security, your rights, cookies and how to reach us. */
export function privacyPolicyRightsSections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'sharing',
      heading: t('privacyPolicy.s7Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s7p1" />
          </p>
          <LegalList
            ids={[
              'privacyPolicy.s7i1',
              'privacyPolicy.s7i2',
              'privacyPolicy.s7i3',
              'privacyPolicy.s7i4',
              'privacyPolicy.s7i5',
              'privacyPolicy.s7i6',
              'privacyPolicy.s7i7',
            ]}
          />
        </>
      ),
    },
    {
      id: 'service-providers',
      heading: t('privacyPolicy.s8Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s8p1" />
          </p>
          <LegalList ids={['privacyPolicy.s8i1', 'privacyPolicy.s8i2', 'privacyPolicy.s8i3', 'privacyPolicy.s8i4', 'privacyPolicy.s8i5']} />
          <p>
            <LegalMessage id="privacyPolicy.s8p2" />
          </p>
        </>
      ),
    },
    {
      id: 'international-transfers',
      heading: t('privacyPolicy.s9Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s9p1" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s9p2" />
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: t('privacyPolicy.s10Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s10p1" />
          </p>
          <LegalList ids={['privacyPolicy.s10i1', 'privacyPolicy.s10i2', 'privacyPolicy.s10i3', 'privacyPolicy.s10i4']} />
          <p>
            <LegalMessage id="privacyPolicy.s10p2" />
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: t('privacyPolicy.s11Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s11p1" />
          </p>
          <LegalList
            ids={[
              'privacyPolicy.s11i1',
              'privacyPolicy.s11i2',
              'privacyPolicy.s11i3',
              'privacyPolicy.s11i4',
              'privacyPolicy.s11i5',
              'privacyPolicy.s11i6',
              'privacyPolicy.s11i7',
              'privacyPolicy.s11i8',
            ]}
          />
          <p>
            <LegalMessage id="privacyPolicy.s11p2" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s11p3" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s11p4" />
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-analytics',
      heading: t('privacyPolicy.s12Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s12p1" />
          </p>
          <LegalList ids={['privacyPolicy.s12i1', 'privacyPolicy.s12i2', 'privacyPolicy.s12i3']} />
          <p>
            <LegalMessage id="privacyPolicy.s12p2" />
          </p>
        </>
      ),
    },
    {
      id: 'childrens-privacy',
      heading: t('privacyPolicy.s13Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s13p1" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s13p2" />
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: t('privacyPolicy.s14Heading'),
      body: (
        <p>
          <LegalMessage id="privacyPolicy.s14p1" />
        </p>
      ),
    },
    {
      id: 'contact-us',
      heading: t('privacyPolicy.s15Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s15p1" />
          </p>
          <LegalContactDetails />
        </>
      ),
    },
  ];
}
