import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { gdprProcessingSections } from './gdprProcessingSections.tsx';
import { gdprSections } from './gdprSections.tsx';
import { legalPaths, relatedLegalLinks } from './legalLinks.ts';

/** What the page's head says about the document; the site gives the page its title. */
export const gdprStatementDescription = `How ${brand.legalEntity} meets the GDPR: controller and processor roles, your rights, our DPA, sub-processors, transfers and 72-hour breach notification.`;

export const gdprStatement: LegalDocumentProps = {
  title: 'GDPR Statement',
  dateKind: 'updated',
  date: '2025-05-03',
  intro: (
    <>
      <p>
        {brand.legalEntity} is committed to complying with the EU General Data Protection Regulation (GDPR) and the UK GDPR. This statement explains how they
        apply to {brand.productName}: who is responsible for which data, the safeguards we apply, and how people in the European Economic Area, the United
        Kingdom and Switzerland can use their rights.
      </p>
      <p>
        It adds to our <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink>, which describes what we collect and why, and to our{' '}
        <SiteLink href={legalPaths.termsOfService}>Terms of Service</SiteLink>. Questions are welcome through our{' '}
        <SiteLink href={legalPaths.contact}>contact form</SiteLink>.
      </p>
    </>
  ),
  sections: [...gdprSections, ...gdprProcessingSections],
  relatedLinks: relatedLegalLinks(legalPaths.gdpr),
};
