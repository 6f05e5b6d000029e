import type { LegalLink } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

/** Where the legal pages and the contact form live; the documents link to one another through these. */
export const legalPaths = {
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  gdpr: '/gdpr',
  contact: '/contact',
} as const;

export const legalRelatedLinks: readonly LegalLink[] = [
  { label: 'Privacy Policy', href: legalPaths.privacyPolicy },
  { label: 'Terms of Service', href: legalPaths.termsOfService },
  { label: 'GDPR Statement', href: legalPaths.gdpr },
  { label: 'Contact Us', href: legalPaths.contact },
];

/** The related pages of one legal document: the other legal pages and the contact form. */
export function relatedLegalLinks(currentPath: string): readonly LegalLink[] {
  return legalRelatedLinks.filter((link) => link.href !== currentPath);
}
