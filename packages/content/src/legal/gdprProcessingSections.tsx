import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';

import { LegalContactDetails } from './LegalContactDetails.tsx';
import { LegalMessage } from './LegalMessage.tsx';

/** The second half of the GDPR Statement: our processing commitments, transfers, breaches and where to complain. */
export function gdprProcessingSections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'data-processing-agreement',
      heading: t('gdpr.s5Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s5p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="gdpr.s5i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i3" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i4" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i5" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i6" />
            </li>
            <li>
              <LegalMessage id="gdpr.s5i7" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s5p2" />
          </p>
        </>
      ),
    },
    {
      id: 'sub-processors',
      heading: t('gdpr.s6Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s6p1" />
          </p>
          <p>
            <LegalMessage id="gdpr.s6p2" />
          </p>
        </>
      ),
    },
    {
      id: 'international-transfers',
      heading: t('gdpr.s7Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s7p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="gdpr.s7i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s7i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s7i3" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s7p2" />
          </p>
        </>
      ),
    },
    {
      id: 'security-and-retention',
      heading: t('gdpr.s8Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s8p1" />
          </p>
          <p>
            <LegalMessage id="gdpr.s8p2" />
          </p>
        </>
      ),
    },
    {
      id: 'breach-notification',
      heading: t('gdpr.s9Heading'),
      body: (
        <>
          <ul>
            <li>
              <LegalMessage id="gdpr.s9i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s9i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s9i3" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s9p1" />
          </p>
        </>
      ),
    },
    {
      id: 'data-protection-officer',
      heading: t('gdpr.s10Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s10p1" />
          </p>
          <LegalContactDetails />
        </>
      ),
    },
    {
      id: 'supervisory-authority',
      heading: t('gdpr.s11Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s11p1" />
          </p>
          <p>
            <LegalMessage
              id="gdpr.s11p2"
              tags={{
                edpbLink: (text) => (
                  <SiteLink href="https://www.edpb.europa.eu/about-edpb/about-edpb/members_en" external>
                    {text}
                  </SiteLink>
                ),
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: t('gdpr.s12Heading'),
      body: (
        <p>
          <LegalMessage id="gdpr.s12p1" />
        </p>
      ),
    },
  ];
}
