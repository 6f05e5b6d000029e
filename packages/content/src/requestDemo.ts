import type { Messages } from '@fleet/i18n/createMessages.ts';
import { brand } from './brand/brand.ts';
import type { LeadFormNotes } from './leadFormNotes.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export function requestDemoHeader({ t }: Messages): PageHeaderCopy {
  return {
    title: t('requestDemoPage.title'),
    description: t('requestDemoPage.description', { productName: brand.productName }),
  };
}

export function requestDemoNotes({ t }: Messages): LeadFormNotes {
  return {
    asideTitle: t('leadFormNotes.asideTitle'),
    steps: [t('requestDemoPage.step1'), t('requestDemoPage.step2'), t('requestDemoPage.step3')],
    emailPrompt: t('requestDemoPage.emailPrompt'),
    email: brand.salesEmail,
  };
}
