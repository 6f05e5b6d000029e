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
  /** The role a session must have (`x-role`); null: any active manager, for a sessionToken operation. */
  readonly role: 'super' | null;
  /**
   * A session whose account is not set up yet (its password chosen by someone else, or two-step verification
   * required and missing) may call it (x-account-setup).
   */
  readonly accountSetup: boolean;
  readonly query: object | null;
  readonly pathParams: object | null;
  readonly body: { readonly contentType: string; readonly required: boolean; readonly schema: object } | null;
  readonly fieldMessages: Readonly<Record<string, string>>;
  readonly responses: Readonly<Record<string, readonly string[]>>;
}

/** One old action name of a dispatching operation (`x-actions`), as the generator writes it into `actionTable`. */
export interface ActionMeta {
  /** The operation the action is run as. */
  readonly operationId: string;
  /** A project-added name, kept for one release: its answers carry `Deprecation` and `Link`. */
  readonly deprecated: boolean;
  /**
   * Where the request names the operation's `{id}`: its query's parameter (`missing`: the message when it is left
   * out) or its body's property.
   */
  readonly id: { readonly in: 'query' | 'body'; readonly name: string; readonly missing: string | null } | null;
  /** The body the action takes: the operation's own, with its `{id}` as a property (`{id, status}`). */
  readonly body: { readonly contentType: string; readonly required: boolean; readonly schema: object } | null;
  readonly fieldMessages: Readonly<Record<string, string>>;
}
