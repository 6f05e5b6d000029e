/** What the typed client's calls resolve to. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** An answer that was not a success: its status, the response, and the body the server sent with it. */
export class AnswerError extends Error {
  override readonly name = 'AnswerError';
  readonly response: Response;
  readonly body: unknown;

  constructor(response: Response, body: unknown) {
    super(`${response.url} answered ${response.status}`);
    this.response = response;
    this.body = body;
  }

  get status(): number {
    return this.response.status;
  }
}

/** The body of a successful answer; anything else throws an AnswerError, for the app to word or for react-query to hold. */
export async function answerOf<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined || data === undefined) throw new AnswerError(response, error);
  return data;
}
