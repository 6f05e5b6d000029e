import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { brand } from '../brand/brand.ts';

import { gdprProcessingSections } from './gdprProcessingSections.tsx';
import { gdprSections } from './gdprSections.tsx';
import { LegalMessage } from './LegalMessage.tsx';
import { legalPaths, relatedLegalLinks } from './legalLinks.ts';

/** What the page's head says about the document; the site gives the page its title. */
export function gdprStatementDescription({ t }: Messages): string {
  return t('gdpr.description', { legalEntity: brand.legalEntity });
}

export function gdprStatement(messages: Messages): LegalDocumentProps {
  return {
    title: messages.t('gdpr.title'),
    dateKind: 'updated',
    date: '2025-05-03',
    intro: (
      <>
        <p>
          <LegalMessage id="gdpr.intro1" />
        </p>
        <p>
          <LegalMessage id="gdpr.intro2" />
        </p>
      </>
    ),
    sections: [...gdprSections(messages), ...gdprProcessingSections(messages)],
    relatedLinks: relatedLegalLinks(messages, legalPaths.gdpr),
  };
}
