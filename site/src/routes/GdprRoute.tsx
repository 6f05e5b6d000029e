import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { gdprStatement, gdprStatementDescription } from '@fleet/content/legal/gdpr.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle(gdprStatement.title), description: gdprStatementDescription };

export function GdprRoute() {
  return <LegalDocument {...gdprStatement} />;
}
