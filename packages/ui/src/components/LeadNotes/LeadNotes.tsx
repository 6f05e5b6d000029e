import { formatNumber } from '@fleet/rules';
import { type FormEvent, useId } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { formatLeadTime, newestFirst } from '../LeadList/lead.ts';
import { Textarea } from '../Textarea/Textarea.tsx';
import * as styles from './LeadNotes.css';
import { type LeadNote, leadNoteMaxLength, noteLength } from './leadNote.ts';

export interface LeadNotesProps {
  notes?: readonly LeadNote[];
  loading?: boolean;
  /** Shown instead of the notes, e.g. 'Failed to load the notes'. */
  error?: string;
  /** The note being written; the app keeps it, and empties it once the note is saved. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Called with the note, its ends trimmed, when it holds 1 to 1000 characters. */
  onAdd: (text: string) => void;
  /** The note is being saved: 'Adding...', and the text waits as it is. */
  adding?: boolean;
  /** Why saving failed, e.g. 'Failed to add the note'; the draft stays for another try. */
  addError?: string;
}

/** 'Notes': what the team wrote about a lead, newest first, and a form to add one. */
export function LeadNotes({ notes = [], loading, error, draft, onDraftChange, onAdd, adding = false, addError }: LeadNotesProps) {
  const titleId = useId();
  const length = noteLength(draft);
  const tooLong = length > leadNoteMaxLength;
  const sendable = draft.trim() !== '' && !tooLong;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendable && !adding) onAdd(draft.trim());
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        Notes
      </Heading>
      <form className={styles.form} onSubmit={submit} aria-busy={adding || undefined} noValidate>
        <Textarea
          label="Add a note"
          hint={`${formatNumber(length)} of ${formatNumber(leadNoteMaxLength)} characters`}
          error={tooLong ? `A note can hold at most ${formatNumber(leadNoteMaxLength)} characters` : undefined}
          value={draft}
          readOnly={adding}
          onChange={(event) => onDraftChange(event.target.value)}
          fullWidth
        />
        <div>
          <Button type="submit" size="sm" loading={adding} disabled={!sendable}>
            {adding ? 'Adding...' : 'Add Note'}
          </Button>
        </div>
        {addError ? <InlineMessage tone="error">{addError}</InlineMessage> : null}
      </form>
      <AdminListState loading={loading} loadingText="Loading the notes..." error={error} empty={notes.length === 0} emptyText="No notes yet">
        <ul className={styles.list} aria-labelledby={titleId}>
          {newestFirst(notes).map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.byline}>
                {`${note.author} · `}
                <time dateTime={note.at}>{formatLeadTime(note.at)}</time>
              </p>
              <p className={styles.text}>{note.text}</p>
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
