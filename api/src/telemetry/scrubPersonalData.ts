/** An e-mail address anywhere in a text (the API takes plain mailboxes: local part, @, dotted domain). */
const emailAddress = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * A token or key: a run of 20 or more base64url or hex characters holding both a letter and a digit (sessions, demo
 * links and sign-in challenges are 32 to 43 of them). Words and a stack trace's file names have no digit, or are shorter.
 */
const token = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w-])/g;

/**
 * A message as it may leave the server in a trace: e-mail addresses and tokens replaced by what they are. An error's
 * message may quote what a visitor sent (a field's name, a value that failed to parse); the trace keeps its shape.
 */
export function scrubPersonalData(text: string): string {
  return text.replace(emailAddress, '[email]').replace(token, '[token]');
}
