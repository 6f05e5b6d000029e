/** A request the document forbids; each API family words it in its own error shape. */
export class InvalidRequest extends Error {
  readonly location: 'query' | 'path' | 'body';
  /** The field at fault, `body.email`, or the location alone when the whole part is wrong. */
  readonly field: string;
  /** WordPress-style wording for a query parameter (`per_page must be between 1 (inclusive) and 100 (inclusive)`). */
  readonly paramMessage: string;

  constructor(location: 'query' | 'path' | 'body', field: string, message: string, paramMessage: string) {
    super(message);
    this.location = location;
    this.field = field;
    this.paramMessage = paramMessage;
  }
}
