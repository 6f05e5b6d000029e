import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

import { LegalContactDetails } from './LegalContactDetails.tsx';
import { LegalMessage } from './LegalMessage.tsx';

/** The second half of the Terms of Service: availability, ownership, liability, ending the agreement and the law that governs it. */
export function termsOfServiceLegalSections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'service-levels',
      heading: t('termsOfService.s10Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s10i1" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s10i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s10i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s10i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s10i5" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s10i6" />
          </li>
        </ul>
      ),
    },
    {
      id: 'third-party-services',
      heading: t('termsOfService.s11Heading'),
      body: (
        <p>
          <LegalMessage id="termsOfService.s11p1" />
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      heading: t('termsOfService.s12Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s12p1" />
          </p>
          <p>
            <LegalMessage id="termsOfService.s12p2" />
          </p>
        </>
      ),
    },
    {
      id: 'disclaimer-of-warranties',
      heading: t('termsOfService.s13Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s13p1" />
          </p>
          <p>
            <LegalMessage id="termsOfService.s13p2" />
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: t('termsOfService.s14Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s14p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s14i1" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s14i2" />
            </li>
          </ul>
          <p>
            <LegalMessage id="termsOfService.s14p2" />
          </p>
        </>
      ),
    },
    {
      id: 'indemnity',
      heading: t('termsOfService.s15Heading'),
      body: (
        <p>
          <LegalMessage id="termsOfService.s15p1" />
        </p>
      ),
    },
    {
      id: 'termination',
      heading: t('termsOfService.s16Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s16i1" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s16i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s16i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s16i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s16i5" />
          </li>
        </ul>
      ),
    },
    {
      id: 'governing-law',
      heading: t('termsOfService.s17Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s17p1" />
          </p>
          <p>
            <LegalMessage id="termsOfService.s17p2" />
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: t('termsOfService.s18Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s18p1" />
          </p>
          <p>
            <LegalMessage id="termsOfService.s18p2" />
          </p>
        </>
      ),
    },
    {
      id: 'general',
      heading: t('termsOfService.s19Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s19i1" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s19i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s19i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s19i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s19i5" />
          </li>
        </ul>
      ),
    },
    {
      id: 'contact-us',
      heading: t('termsOfService.s20Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s20p1" />
          </p>
          <LegalContactDetails />
        </>
      ),
    },
  ];
}
