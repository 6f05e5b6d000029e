import { brand } from './brand/brand.ts';
import type { LeadFormNotes } from './leadFormNotes.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export const contactHeader: PageHeaderCopy = {
  title: 'Contact Us',
  description: `Questions about ${brand.productName}, pricing or compatible dashcams? Send us a message and our team will get back to you within 24 hours.`,
};

export const contactNotes: LeadFormNotes = {
  asideTitle: 'What happens next',
  steps: [
    'Our sales team reads your message and looks at what your fleet needs.',
    'A fleet specialist replies by email within 24 hours.',
    'If you like, we set up a live demo or a quote for your vehicles.',
  ],
  emailPrompt: 'Prefer email? Write to us at',
  email: brand.salesEmail,
};
