import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

import { LegalList, LegalMessage } from './LegalMessage.tsx';

/** The first half of the Privacy Policy: what we collect, why, for how long and who else handles it. */
export function privacyPolicySections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'scope',
      heading: t('privacyPolicy.s1Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s1p1" />
          </p>
          <LegalList ids={['privacyPolicy.s1i1', 'privacyPolicy.s1i2', 'privacyPolicy.s1i3']} />
          <p>
            <LegalMessage id="privacyPolicy.s1p2" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s1p3" />
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      heading: t('privacyPolicy.s2Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s2p1" />
          </p>
          <LegalList
            ids={[
              'privacyPolicy.s2i1',
              'privacyPolicy.s2i2',
              'privacyPolicy.s2i3',
              'privacyPolicy.s2i4',
              'privacyPolicy.s2i5',
              'privacyPolicy.s2i6',
              'privacyPolicy.s2i7',
              'privacyPolicy.s2i8',
              'privacyPolicy.s2i9',
            ]}
          />
          <p>
            <LegalMessage id="privacyPolicy.s2p2" />
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      heading: t('privacyPolicy.s3Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s3p1" />
          </p>
          <LegalList
            ids={[
              'privacyPolicy.s3i1',
              'privacyPolicy.s3i2',
              'privacyPolicy.s3i3',
              'privacyPolicy.s3i4',
              'privacyPolicy.s3i5',
              'privacyPolicy.s3i6',
              'privacyPolicy.s3i7',
              'privacyPolicy.s3i8',
            ]}
          />
          <p>
            <LegalMessage id="privacyPolicy.s3p2" />
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      heading: t('privacyPolicy.s4Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s4p1" />
          </p>
          <LegalList ids={['privacyPolicy.s4i1', 'privacyPolicy.s4i2', 'privacyPolicy.s4i3', 'privacyPolicy.s4i4']} />
          <p>
            <LegalMessage id="privacyPolicy.s4p2" />
          </p>
        </>
      ),
    },
    {
      id: 'video-location-and-driver-monitoring',
      heading: t('privacyPolicy.s5Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="privacyPolicy.s5p1" />
          </p>
          <p>
            <LegalMessage id="privacyPolicy.s5p2" />
          </p>
          <LegalList ids={['privacyPolicy.s5i1', 'privacyPolicy.s5i2', 'privacyPolicy.s5i3', 'privacyPolicy.s5i4']} />
          <p>
            <LegalMessage id="privacyPolicy.s5p3" />
          </p>
        </>
      ),
    },
    {
      id: 'data-retention',
      heading: t('privacyPolicy.s6Heading'),
      body: (
        <>
          <LegalList
            ids={[
              'privacyPolicy.s6i1',
              'privacyPolicy.s6i2',
              'privacyPolicy.s6i3',
              'privacyPolicy.s6i4',
              'privacyPolicy.s6i5',
              'privacyPolicy.s6i6',
              'privacyPolicy.s6i7',
            ]}
          />
          <p>
            <LegalMessage id="privacyPolicy.s6p1" />
          </p>
        </>
      ),
    },
  ];
}
