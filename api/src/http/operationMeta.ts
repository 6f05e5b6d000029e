/** One operation of openapi.yaml as the generator writes it into src/generated/operations.ts. */
export interface OperationMeta {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Hono's form of `path`; a parameter with a route pattern carries it (`:id{[\d]+}`). */
  readonly honoPath: string;
  /** Path parameters whose route takes only what matches a pattern (`x-route-pattern`), as WordPress' routes do. */
  readonly pathPatterns: Readonly<Record<string, string>>;
  readonly security: 'anonKey' | 'sessionToken' | null;
  /**
   * A session whose account is not set up yet (its password chosen by someone else, or two-step verification
   * required and missing) may call it (x-account-setup).
   */
  readonly accountSetup: boolean;
  readonly query: object | null;
  readonly pathParams: object | null;
  readonly body: { readonly contentType: string; readonly required: boolean; readonly schema: object } | null;
  /**
   * The body schema (and its messages) chosen by a query parameter's value (`x-body-by-query`), in place of `body`'s
   * own: adminCommand's `action` says which of the bodies its one schema allows the request must be.
   */
  readonly bodyByQuery: {
    readonly parameter: string;
    readonly schemas: Readonly<Record<string, object>>;
    readonly fieldMessages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  } | null;
  readonly fieldMessages: Readonly<Record<string, string>>;
  readonly responses: Readonly<Record<string, readonly string[]>>;
}
