import { contactNotes } from '@fleet/content/contact.ts';
import type { LeadFormNotes } from '@fleet/content/leadFormNotes.ts';
import { requestDemoNotes } from '@fleet/content/requestDemo.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ContactForm } from '../ContactForm/ContactForm.tsx';
import { emptyContactValues } from '../ContactForm/contactFormValues.ts';
import { DemoRequestForm } from '../DemoRequestForm/DemoRequestForm.tsx';
import { emptyDemoRequestValues } from '../DemoRequestForm/demoRequestValues.ts';
import { LeadFormLayout } from './LeadFormLayout.tsx';
import { english, mobileGlobals } from './leadFormStoryKit.tsx';

const viewCallbacks = { onChange: fn(), onSubmit: fn(), onRetry: fn(), onReset: fn() };

/** The notes' text in the language the toolbar chose; the address stays the story's own. */
const notesText = (notes: (messages: Messages) => LeadFormNotes, messages: Messages) => {
  const { asideTitle, steps, emailPrompt } = notes(messages);
  return { asideTitle, steps, emailPrompt };
};

const meta = {
  title: 'Site/LeadFormLayout',
  component: LeadFormLayout,
  args: {
    ...contactNotes(english),
    children: <ContactForm values={emptyContactValues} errors={{}} status="idle" {...viewCallbacks} />,
  },
  argTypes: { children: { control: false } },
  render: function ContactNotesStory(args) {
    return <LeadFormLayout {...args} {...notesText(contactNotes, useMessages())} />;
  },
} satisfies Meta<typeof LeadFormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
    const notes = canvas.getByRole('complementary', { name: 'What happens next' });
    await expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(args.steps);
    await expect(within(notes).getByRole('link', { name: args.email })).toHaveAttribute('href', `mailto:${args.email}`);
  },
};

/** The thank-you screen takes the form's place; the notes stay beside it. */
export const AfterSending: Story = {
  args: { children: <ContactForm values={emptyContactValues} errors={{}} status="success" {...viewCallbacks} /> },
};

export const DemoRequest: Story = {
  args: {
    ...requestDemoNotes(english),
    children: <DemoRequestForm values={emptyDemoRequestValues} errors={{}} status="idle" {...viewCallbacks} />,
  },
  render: function DemoRequestNotesStory(args) {
    return <LeadFormLayout {...args} {...notesText(requestDemoNotes, useMessages())} />;
  },
};

export const MobileWidth: Story = { globals: mobileGlobals };

export const LongAddressMobileWidth: Story = { args: { email: 'fleet-sales-enquiries@northwind-logistics.example.com' }, globals: mobileGlobals };
