/**
 * A failed read in the words of the spec's error catalogue, as the logs tell it: the server's (a structured event,
 * `SiteLocals.log`) when a page read it while rendering, the browser's console when the browser made the call.
 * docs/site.md, 'Failures and logs', lists where each is used.
 */
export const failureMessages = {
  fleetStats: 'Failed to fetch fleet stats',
  pricing: 'Failed to fetch pricing',
  dashcamCount: 'Failed to fetch dashcam count',
  categories: 'Failed to fetch categories',
  blogPosts: 'Failed to load blog posts',
  blogPost: 'Failed to load blog post',
  contact: 'Failed to send email',
  demoRequest: 'Failed to process demo request',
  /** A page that threw while it rendered: the 500 page says so to the visitor, the log says what was thrown. */
  page: 'Unexpected Application Error!',
} as const;

export type FailureMessage = (typeof failureMessages)[keyof typeof failureMessages];

/** One failure as a log takes it: the message, then the answer's status or what was thrown, as fields. */
export interface FailureEvent {
  message: FailureMessage;
  /** The status of an answer that was not a success. */
  status?: number;
  /** What was thrown instead (the network failed, a body was not JSON). */
  error?: unknown;
}

const statusOf = (failure: unknown): number | undefined =>
  typeof failure === 'object' && failure !== null && 'status' in failure && typeof failure.status === 'number' ? failure.status : undefined;

/** The event for what a call threw: with the status too when it is a refused answer (AnswerError, ContentRequestError). */
export function failureEvent(message: FailureMessage, error: unknown): FailureEvent {
  const status = statusOf(error);
  return status === undefined ? { message, error } : { message, status, error };
}

/** Writes a failure to the console, its message first (the browser's; a server's when it was given no log). */
export function logToConsole({ message, ...details }: FailureEvent): void {
  console.error(message, details);
}
