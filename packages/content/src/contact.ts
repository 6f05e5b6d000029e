import type { Messages } from '@fleet/i18n/createMessages.ts';
import { brand } from './brand/brand.ts';
import type { LeadFormNotes } from './leadFormNotes.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export function contactHeader({ t }: Messages): PageHeaderCopy {
  return {
    title: t('contactPage.title'),
    description: t('contactPage.description', { productName: brand.productName }),
  };
}

export function contactNotes({ t }: Messages): LeadFormNotes {
  return {
    asideTitle: t('leadFormNotes.asideTitle'),
    steps: [t('contactPage.step1'), t('contactPage.step2'), t('contactPage.step3')],
    emailPrompt: t('contactPage.emailPrompt'),
    email: brand.salesEmail,
  };
}
