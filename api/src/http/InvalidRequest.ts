/** A request the document forbids; each API family words it in its own error shape. */
export class InvalidRequest extends Error {
  constructor(
    readonly location: 'query' | 'path' | 'body',
    /** The field at fault, `body.email`, or the location alone when the whole part is wrong. */
    readonly field: string,
    message: string,
    /** WordPress-style wording for a query parameter (`per_page must be between 1 (inclusive) and 100 (inclusive)`). */
    readonly paramMessage: string,
  ) {
    super(message);
  }
}
