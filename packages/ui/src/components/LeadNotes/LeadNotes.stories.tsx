import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadNotes, type LeadNotesProps } from './LeadNotes.tsx';
import { leadNoteFixtures, leadNotes } from './leadNoteFixtures.ts';

/** Keeps the draft as the app would, so typing shows. */
function NotesWithDraft(args: LeadNotesProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <LeadNotes
      {...args}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        args.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/LeadNotes',
  component: LeadNotes,
  render: (args) => <NotesWithDraft {...args} />,
  args: { notes: leadNotes, draft: '', onDraftChange: fn(), onAdd: fn() },
  argTypes: { error: { control: 'text' }, addError: { control: 'text' } },
} satisfies Meta<typeof LeadNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const noteTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Notes' }))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

/** Newest first, with who wrote each and when; 'Add Note' waits for some text. */
export const WithNotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(noteTexts(canvasElement)).toEqual([leadNoteFixtures.call.text, leadNoteFixtures.email.text, leadNoteFixtures.first.text]);
    await expect(canvas.getByText('Nov 21, 2026, 9:00 AM').parentElement).toHaveTextContent('Sarah Whitfield · Nov 21, 2026, 9:00 AM');
    await expect(canvas.getByRole('textbox', { name: 'Add a note' })).toHaveAccessibleDescription('0 of 1,000 characters');
    await expect(canvas.getByRole('button', { name: 'Add Note' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notes yet')).toBeVisible();
  },
};

/** A long note wraps, keeps its line breaks, and breaks a long link rather than widen the page. */
export const LongNote: Story = {
  args: { notes: [leadNoteFixtures.long, leadNoteFixtures.email] },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Call with Priya/);
    await expect(text.textContent).toBe(leadNoteFixtures.long.text);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  },
};

/** Typing counts the characters; 'Add Note' hands the app the note with its ends trimmed. */
export const TypingANote: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Add a note' });
    await userEvent.type(field, '  Demo booked for Tuesday.{Enter}Bring the door sensor kit.');
    await expect(field).toHaveAccessibleDescription('53 of 1,000 characters');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Demo booked for Tuesday.\nBring the door sensor kit.');
  },
};

/** Only spaces and line breaks: nothing to add. */
export const BlankDraft: Story = {
  args: { draft: ' \n ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Note' })).toBeDisabled();
  },
};

export const TooLong: Story = {
  args: { draft: 'Fleet of 140 refrigerated vans. '.repeat(32) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A note can hold at most 1,000 characters');
    await expect(canvas.getByRole('textbox', { name: 'Add a note' })).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Add Note' })).toBeDisabled();
  },
};

export const Adding: Story = {
  args: { draft: 'Demo booked for Tuesday.', adding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Add a note' })).toHaveAttribute('readonly');
  },
};

export const AddFailed: Story = {
  args: { draft: 'Demo booked for Tuesday.', addError: 'Failed to add the note' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add the note');
    await expect(canvas.getByRole('textbox', { name: 'Add a note' })).toHaveValue('Demo booked for Tuesday.');
    await expect(canvas.getByRole('button', { name: 'Add Note' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { notes: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the notes...');
  },
};

export const Error: Story = {
  args: { notes: undefined, error: 'Failed to load the notes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the notes');
  },
};
