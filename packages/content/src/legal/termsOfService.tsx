import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { legalPaths, relatedLegalLinks } from './legalLinks.ts';
import { termsOfServiceLegalSections } from './termsOfServiceLegalSections.tsx';
import { termsOfServiceSections } from './termsOfServiceSections.tsx';

/** What the page's head says about the document; the site gives the page its title. */
export const termsOfServiceDescription = `The terms for using ${brand.productName}: accounts and roles, subscription and billing, hardware, lawful recording, liability and governing law.`;

export const termsOfService: LegalDocumentProps = {
  title: 'Terms of Service',
  dateKind: 'effective',
  date: '2025-05-03',
  intro: (
    <>
      <p>
        These Terms of Service (“Terms”) are an agreement between you and {brand.legalEntity} (“we”, “us”) for the use of {brand.productName}: our website, our
        web and mobile apps, and the cloud service that connects {brand.maker.name} dashcams to your fleet. Please read them carefully.
      </p>
      <p>
        By creating an account, starting a free trial or using the service, you accept these Terms and our{' '}
        <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink>. If you do not agree, do not use the service. Questions are welcome through our{' '}
        <SiteLink href={legalPaths.contact}>contact form</SiteLink>.
      </p>
    </>
  ),
  sections: [...termsOfServiceSections, ...termsOfServiceLegalSections],
  relatedLinks: relatedLegalLinks(legalPaths.termsOfService),
};
