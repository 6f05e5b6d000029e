/** A note a manager kept on a lead. */
export interface LeadNote {
  id: string;
  /** Who wrote it. */
  author: string;
  /** ISO 8601. */
  at: string;
  /** As typed, line breaks included. */
  text: string;
}

/** A note holds 1 to 1000 characters (counted as a person counts them: an emoji is one). */
export const leadNoteMaxLength = 1000;

export const noteLength = (text: string) => [...text].length;
