import type { LeadFormLayoutProps } from '@fleet/ui/components/LeadForm/LeadFormLayout.tsx';

/** The notes beside a lead form: what happens once it is sent, and the address to write to instead. */
export type LeadFormNotes = Omit<LeadFormLayoutProps, 'children'>;
