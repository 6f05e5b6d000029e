import { brand } from './brand/brand.ts';
import type { LeadFormNotes } from './leadFormNotes.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export const requestDemoHeader: PageHeaderCopy = {
  title: 'Request a Demo',
  description: `See ${brand.productName} on a live account: live view, event video and GPS tracking. Tell us about your fleet and we will email you a demo access link.`,
};

export const requestDemoNotes: LeadFormNotes = {
  asideTitle: 'What happens next',
  steps: [
    'We email you a demo access link as soon as you send the form.',
    'Open the link to explore the live demo; it stays valid for 7 days.',
    'Our team gets in touch within 24 hours to answer your questions.',
  ],
  emailPrompt: 'Questions first? Write to us at',
  email: brand.salesEmail,
};
