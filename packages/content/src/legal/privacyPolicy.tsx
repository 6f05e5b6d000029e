import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { LegalDocumentProps } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { LegalMessage, legalValues } from './LegalMessage.tsx';
import { legalPaths, relatedLegalLinks } from './legalLinks.ts';
import { privacyPolicyRightsSections } from './privacyPolicyRightsSections.tsx';
import { privacyPolicySections } from './privacyPolicySections.tsx';

/** What the page's head says about the document; the site gives the page its title. */
export function privacyPolicyDescription({ t }: Messages): string {
  return t('privacyPolicy.description', legalValues);
}

export function privacyPolicy(messages: Messages): LegalDocumentProps {
  return {
    title: messages.t('privacyPolicy.title'),
    dateKind: 'effective',
    date: '2025-05-03',
    intro: (
      <>
        <p>
          <LegalMessage id="privacyPolicy.intro1" />
        </p>
        <p>
          <LegalMessage id="privacyPolicy.intro2" />
        </p>
      </>
    ),
    sections: [...privacyPolicySections(messages), ...privacyPolicyRightsSections(messages)],
    relatedLinks: relatedLegalLinks(messages, legalPaths.privacyPolicy),
  };
}
