import { gdprStatement } from '@fleet/content/legal/gdpr.tsx';
import { privacyPolicy } from '@fleet/content/legal/privacyPolicy.tsx';
import { termsOfService } from '@fleet/content/legal/termsOfService.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalDocument, legalDateKinds } from './LegalDocument.tsx';

/** The site's legal documents; Default and LastUpdated keep the first three sections: a document's shape without all its length. */
const meta = {
  title: 'Site/LegalDocument',
  component: LegalDocument,
  args: { ...privacyPolicy, sections: privacyPolicy.sections.slice(0, 3) },
  argTypes: { dateKind: { control: 'inline-radio', options: legalDateKinds } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The Terms of Service whole: a long table of contents above lists, definitions and the contact details. */
export const LongDocument: Story = { args: termsOfService };

export const LastUpdated: Story = { args: { ...gdprStatement, sections: gdprStatement.sections.slice(0, 3) } };
