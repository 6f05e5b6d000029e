import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { gdprStatement, gdprStatementHead } from '../content/legal/gdpr.tsx';
import type { HeadSettings } from '../head/pageHead.ts';

export const head: HeadSettings = gdprStatementHead;

export function GdprRoute() {
  return <LegalDocument {...gdprStatement} />;
}
