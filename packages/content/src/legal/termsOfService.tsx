import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { brand } from '../brand/brand.ts';

import { LegalMessage } from './LegalMessage.tsx';
import { legalPaths, relatedLegalLinks } from './legalLinks.ts';
import { termsOfServiceLegalSections } from './termsOfServiceLegalSections.tsx';
import { termsOfServiceSections } from './termsOfServiceSections.tsx';

/** What the page's head says about the document; the site gives the page its title. */
export function termsOfServiceDescription({ t }: Messages): string {
  return t('termsOfService.description', { productName: brand.productName });
}

export function termsOfService(messages: Messages): LegalDocumentProps {
  return {
    title: messages.t('termsOfService.title'),
    dateKind: 'effective',
    date: '2025-05-03',
    intro: (
      <>
        <p>
          <LegalMessage id="termsOfService.intro1" />
        </p>
        <p>
          <LegalMessage id="termsOfService.intro2" />
        </p>
      </>
    ),
    sections: [...termsOfServiceSections(messages), ...termsOfServiceLegalSections(messages)],
    relatedLinks: relatedLegalLinks(messages, legalPaths.termsOfService),
  };
}
