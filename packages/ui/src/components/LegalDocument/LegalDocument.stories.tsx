import { gdprStatement } from '@fleet/content/legal/gdpr.tsx';
import { privacyPolicy } from '@fleet/content/legal/privacyPolicy.tsx';
import { termsOfService } from '@fleet/content/legal/termsOfService.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { LegalDocument, type LegalDocumentProps, legalDateKinds } from './LegalDocument.tsx';

type LegalText = (messages: Messages) => LegalDocumentProps;

/** The first sections of a document: its shape without all its length. */
const opening = (document: LegalText) => (messages: Messages) => {
  const whole = document(messages);
  return { ...whole, sections: whole.sections.slice(0, 3) };
};

/** The document in the toolbar's language; the date and its kind stay the story's controls. */
const inLanguage =
  (document: LegalText) =>
  ({ dateKind, date }: LegalDocumentProps) => <LegalDocument {...document(useMessages())} dateKind={dateKind} date={date} />;

/** The site's legal documents; Default and LastUpdated keep the first three sections: a document's shape without all its length. */
const meta = {
  title: 'Site/LegalDocument',
  component: LegalDocument,
  args: opening(privacyPolicy)(messagesFor('en')),
  argTypes: { dateKind: { control: 'inline-radio', options: legalDateKinds } },
  render: inLanguage(opening(privacyPolicy)),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The Terms of Service whole: a long table of contents above lists, definitions and the contact details. */
export const LongDocument: Story = { args: termsOfService(messagesFor('en')), render: inLanguage(termsOfService) };

export const LastUpdated: Story = { args: opening(gdprStatement)(messagesFor('en')), render: inLanguage(opening(gdprStatement)) };
