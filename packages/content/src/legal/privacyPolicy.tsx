import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { legalPaths, relatedLegalLinks } from './legalLinks.ts';
import { privacyPolicyRightsSections } from './privacyPolicyRightsSections.tsx';
import { privacyPolicySections } from './privacyPolicySections.tsx';

/** What the page's head says about the document; the site gives the page its title. */
export const privacyPolicyDescription = `How ${brand.legalEntity} collects, uses and protects personal information, including dashcam video, GPS and driver monitoring data.`;

export const privacyPolicy: LegalDocumentProps = {
  title: 'Privacy Policy',
  dateKind: 'effective',
  date: '2025-05-03',
  intro: (
    <>
      <p>
        This Privacy Policy explains how {brand.legalEntity} (“we”, “us”) collects, uses and protects personal information when you visit our website, ask us
        for a demo or use {brand.productName}, our video telematics service for {brand.maker.name} dashcams. It also explains the choices and rights you have.
      </p>
      <p>
        If you are in the European Economic Area, the United Kingdom or Switzerland, please also read our{' '}
        <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink>. Your use of the service is governed by our{' '}
        <SiteLink href={legalPaths.termsOfService}>Terms of Service</SiteLink>.
      </p>
    </>
  ),
  sections: [...privacyPolicySections, ...privacyPolicyRightsSections],
  relatedLinks: relatedLegalLinks(legalPaths.privacyPolicy),
};
