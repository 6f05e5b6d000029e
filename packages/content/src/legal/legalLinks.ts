import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalLink } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';

/** Where the legal pages and the contact form live; the documents link to one another through these. */
export const legalPaths = {
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  gdpr: '/gdpr',
  contact: '/contact',
} as const;

export function legalRelatedLinks({ t }: Messages): readonly LegalLink[] {
  return [
    { label: t('legal.privacyPolicy'), href: legalPaths.privacyPolicy },
    { label: t('legal.termsOfService'), href: legalPaths.termsOfService },
    { label: t('legal.gdprStatement'), href: legalPaths.gdpr },
    { label: t('legal.contactUs'), href: legalPaths.contact },
  ];
}

/** The related pages of one legal document: the other legal pages and the contact form. */
export function relatedLegalLinks(messages: Messages, currentPath: string): readonly LegalLink[] {
  return legalRelatedLinks(messages).filter((link) => link.href !== currentPath);
}
