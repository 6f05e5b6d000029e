import type { ActionMeta, OperationMeta } from './operationMeta.ts';
import { compileValidator, type ValidRequest } from './validation.ts';

/** What an old action's request is, once read: the operation to run, and its request in that operation's shape. */
export interface DispatchedAction<Id extends string = string> {
  /** The action's name (`getLead`). */
  name: string;
  action: ActionMeta;
  operationId: Id;
  op: OperationMeta;
  /** The request as the operation takes it: the id in its path, its own query parameters, its body without the id. */
  request: ValidRequest;
  /** Set when the query names no id: the operation needs one, and this is the field and message the refusal gives. */
  missingId?: { field: string; message: string };
}

const pick = (from: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => from[name] !== undefined).map((name) => [name, from[name]]));

const queryNames = (op: OperationMeta): string[] => Object.keys((op.query as { properties?: object } | null)?.properties ?? {});

/**
 * The dispatcher of an operation with `x-actions` (`/functions/v1/admin`). Its request is checked as it always was:
 * the query against the dispatching operation's own parameters (an unknown action answers as before), a body
 * against the action's body (its operation's, with the id of that operation's path in it). It is then handed over
 * in the operation's own shape, to be authorized, handled and audited as that operation.
 */
export function actionDispatcher<Id extends string>(
  dispatcher: OperationMeta,
  actions: Readonly<Record<string, ActionMeta>>,
  operations: Readonly<Record<Id, OperationMeta>>,
) {
  const checkQuery = compileValidator({ ...dispatcher, body: null });
  const checkBody = new Map(
    Object.entries(actions).map(([name, action]) => [
      name,
      compileValidator({ ...dispatcher, pathParams: null, query: null, body: action.body, fieldMessages: action.fieldMessages }),
    ]),
  );

  return (input: { query: Record<string, string>; body: unknown }): DispatchedAction<Id> => {
    const { query } = checkQuery({ query: input.query, path: {}, body: undefined });
    const name = String(query.action);
    const action = actions[name];
    if (!action) throw new Error(`${dispatcher.operationId}: the action ${name} passed the document but is not in x-actions`);
    const operationId = action.operationId as Id;
    const op = operations[operationId];
    const body = checkBody.get(name)!({ query: {}, path: {}, body: input.body }).body;

    const path: Record<string, unknown> = {};
    let missingId: DispatchedAction['missingId'];
    let ownBody = body;
    if (action.id?.in === 'query') {
      if (query[action.id.name] === undefined) missingId = { field: `query.${action.id.name}`, message: action.id.missing ?? `${name} takes an id` };
      else path.id = query[action.id.name];
    }
    if (action.id?.in === 'body') {
      const { [action.id.name]: id, ...rest } = body as Record<string, unknown>;
      path.id = id;
      ownBody = op.body ? rest : undefined;
    }
    return { name, action, operationId, op, request: { query: pick(query, queryNames(op)), path, body: ownBody }, missingId };
  };
}
