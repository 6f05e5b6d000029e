import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

import { LegalMessage } from './LegalMessage.tsx';

/** The first half of the GDPR Statement: who is responsible for which data, on what basis, and the rights people have. */
export function gdprSections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'controller-and-processor',
      heading: t('gdpr.s1Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s1p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="gdpr.s1i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s1i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s1i3" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s1p2" />
          </p>
        </>
      ),
    },
    {
      id: 'lawful-bases',
      heading: t('gdpr.s2Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s2p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="gdpr.s2i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s2i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s2i3" />
            </li>
            <li>
              <LegalMessage id="gdpr.s2i4" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s2p2" />
          </p>
          <p>
            <LegalMessage id="gdpr.s2p3" />
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: t('gdpr.s3Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="gdpr.s3p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="gdpr.s3i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i3" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i4" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i5" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i6" />
            </li>
            <li>
              <LegalMessage id="gdpr.s3i7" />
            </li>
          </ul>
          <p>
            <LegalMessage id="gdpr.s3p2" />
          </p>
        </>
      ),
    },
    {
      id: 'exercising-your-rights',
      heading: t('gdpr.s4Heading'),
      body: (
        <>
          <ol>
            <li>
              <LegalMessage id="gdpr.s4i1" />
            </li>
            <li>
              <LegalMessage id="gdpr.s4i2" />
            </li>
            <li>
              <LegalMessage id="gdpr.s4i3" />
            </li>
            <li>
              <LegalMessage id="gdpr.s4i4" />
            </li>
          </ol>
          <p>
            <LegalMessage id="gdpr.s4p1" />
          </p>
        </>
      ),
    },
  ];
}
