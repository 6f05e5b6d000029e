/**
 * Why the content source could not be mirrored this time: it is down, slow, too big, or answered something
 * that is not what a WordPress site answers. The message says which, for the log and the admin's status.
 */
export class SourceError extends Error {
  override readonly name = 'SourceError';
  /** The HTTP status the source answered with, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The source's lists changed while they were being paged through: reading them again will do. */
export class SourceChangedError extends SourceError {}
