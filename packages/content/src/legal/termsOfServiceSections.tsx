import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';

import { LegalMessage } from './LegalMessage.tsx';

/** The first half of the Terms of Service: who may use the service, accounts, billing, hardware and lawful use. */
export function termsOfServiceSections({ t }: Messages): readonly LegalSection[] {
  return [
    {
      id: 'agreement',
      heading: t('termsOfService.s1Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s1p1" />
          </p>
          <p>
            <LegalMessage id="termsOfService.s1p2" />
          </p>
        </>
      ),
    },
    {
      id: 'key-terms',
      heading: t('termsOfService.s2Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s2i1" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s2i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s2i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s2i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s2i5" />
          </li>
        </ul>
      ),
    },
    {
      id: 'eligibility',
      heading: t('termsOfService.s3Heading'),
      body: (
        <p>
          <LegalMessage id="termsOfService.s3p1" />
        </p>
      ),
    },
    {
      id: 'accounts-and-roles',
      heading: t('termsOfService.s4Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s4p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s4i1" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s4i2" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s4i3" />
            </li>
          </ul>
          <p>
            <LegalMessage id="termsOfService.s4p2" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s4i4" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s4i5" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s4i6" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s4i7" />
            </li>
          </ul>
          <p>
            <LegalMessage id="termsOfService.s4p3" />
          </p>
        </>
      ),
    },
    {
      id: 'subscription-and-billing',
      heading: t('termsOfService.s5Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s5i1" tags={{ pricingLink: (text) => <SiteLink href="/pricing">{text}</SiteLink> }} />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i5" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i6" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i7" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s5i8" />
          </li>
        </ul>
      ),
    },
    {
      id: 'hardware-and-sim-cards',
      heading: t('termsOfService.s6Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s6p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s6i1" tags={{ dashcamsLink: (text) => <SiteLink href="/dashcams">{text}</SiteLink> }} />
            </li>
            <li>
              <LegalMessage id="termsOfService.s6i2" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s6i3" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s6i4" />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: t('termsOfService.s7Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s7p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s7i1" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i2" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i3" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i4" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i5" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i6" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i7" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s7i8" />
            </li>
          </ul>
          <p>
            <LegalMessage id="termsOfService.s7p2" />
          </p>
        </>
      ),
    },
    {
      id: 'driver-consent-and-recording-laws',
      heading: t('termsOfService.s8Heading'),
      body: (
        <>
          <p>
            <LegalMessage id="termsOfService.s8p1" />
          </p>
          <ul>
            <li>
              <LegalMessage id="termsOfService.s8i1" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s8i2" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s8i3" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s8i4" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s8i5" />
            </li>
            <li>
              <LegalMessage id="termsOfService.s8i6" />
            </li>
          </ul>
          <p>
            <LegalMessage id="termsOfService.s8p2" />
          </p>
        </>
      ),
    },
    {
      id: 'fleet-data',
      heading: t('termsOfService.s9Heading'),
      body: (
        <ul>
          <li>
            <LegalMessage id="termsOfService.s9i1" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s9i2" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s9i3" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s9i4" />
          </li>
          <li>
            <LegalMessage id="termsOfService.s9i5" />
          </li>
        </ul>
      ),
    },
  ];
}
