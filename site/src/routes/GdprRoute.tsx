import { LegalDocument } from '@fleet/ui';
import { gdprStatement, gdprStatementHead } from '../content/legal/gdpr';
import type { HeadSettings } from '../head/pageHead';

export const head: HeadSettings = gdprStatementHead;

export function GdprRoute() {
  return <LegalDocument {...gdprStatement} />;
}
