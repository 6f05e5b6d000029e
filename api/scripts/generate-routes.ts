/**
 * Reads openapi.yaml and writes src/generated/operations.ts: the operation table the server
 * registers its Hono routes from, the request schemas Ajv compiles (the document's own schemas,
 * refs rewritten into one `components` schema), the per-field messages, each operation's role
 * (`x-role`), the table of old action names a path dispatches (`x-actions`, with the body each
 * action takes), and the `Handlers` interface that makes a missing or mistyped handler a
 * compile error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = parse(readFileSync(`${root}openapi.yaml`, 'utf8')) as JsonObject;
const components = doc.components as JsonObject;
const schemas = components.schemas as JsonObject;
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const componentsId = 'components';

function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/components/schemas/', `${componentsId}#/$defs/`);
    } else {
      out[key] = rewriteRefs(value);
    }
  }
  return out;
}

function resolve(node: Json): JsonObject {
  let current = node as JsonObject;
  while (typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    let target: Json = doc;
    for (const part of path) target = (target as JsonObject)[part] as Json;
    current = { ...(target as JsonObject), ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== '$ref')) };
  }
  return current;
}

/** Collects `x-error-message` by field path: properties, through $ref and allOf. */
function fieldMessages(schema: Json, prefix: string, out: Record<string, string>, depth = 0): void {
  if (depth > 6 || schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  const own = schema as JsonObject;
  if (typeof own['x-error-message'] === 'string' && prefix && !out[prefix]) out[prefix] = own['x-error-message'];
  const resolved = resolve(own);
  if (typeof resolved['x-error-message'] === 'string' && prefix && !out[prefix]) out[prefix] = resolved['x-error-message'];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (resolved[key] as Json[] | undefined) ?? []) fieldMessages(part, prefix, out, depth + 1);
  }
  for (const [name, child] of Object.entries((resolved.properties as JsonObject | undefined) ?? {})) {
    fieldMessages(child, prefix ? `${prefix}.${name}` : name, out, depth + 1);
  }
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Json;
  /** The regular expression the route itself takes for a path parameter; a value that misses it reaches no route. */
  'x-route-pattern'?: string;
}

function objectSchema(params: Parameter[], allowUnknown: boolean): JsonObject {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, rewriteRefs(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: allowUnknown,
  };
}

/** One action of a dispatching path (`x-actions`): the operation it names and where its request carries that operation's id. */
interface ActionSpec {
  operation: string;
  /** `query.<name>` or `body.id`: where the old request names what the operation's path takes as `{id}`. */
  id?: string;
  /** The message for a request that names no id (a query's id is optional to the path's schema). */
  missingId?: string;
  deprecated?: boolean;
}

interface ActionsSpec {
  deprecatedSince: string;
  documentation: string;
  [method: string]: string | Record<string, ActionSpec>;
}

const entries: string[] = [];
const handlerLines: string[] = [];
const globalSecurity = (doc.security as Json[] | undefined) ?? [];
/** Every operation by id, with what deriving an action's body needs. */
const byId = new Map<
  string,
  { path: string; method: string; params: Parameter[]; bodySchema: Json | undefined; security: string | null; accountSetup: boolean }
>();
const dispatchers: {
  id: string;
  path: string;
  method: string;
  security: string | null;
  accountSetup: boolean;
  actions: Record<string, ActionSpec>;
  enumValues: string[];
}[] = [];
let deprecation: { since: number; documentation: string } | null = null;

for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
  const pathItem = item as JsonObject;
  const shared = ((pathItem.parameters as Json[] | undefined) ?? []).map((p) => resolve(p) as unknown as Parameter);
  const actionsSpec = pathItem['x-actions'] as ActionsSpec | undefined;
  for (const method of methods) {
    const op = pathItem[method] as JsonObject | undefined;
    if (!op) continue;
    const id = op.operationId as string;
    const own = ((op.parameters as Json[] | undefined) ?? []).map((p) => resolve(p) as unknown as Parameter);
    const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
    const allowUnknownQuery = op['x-allow-unknown-query'] === true;
    const security = ((op.security as Json[] | undefined) ?? globalSecurity).flatMap((s) => Object.keys(s as JsonObject));
    const role = op['x-role'] ?? null;
    if (role !== null && role !== 'super') throw new Error(`${id}: x-role must be super when present`);
    if (role !== null && security[0] !== 'sessionToken') throw new Error(`${id}: x-role needs the sessionToken security`);
    const body = op.requestBody ? resolve(op.requestBody) : undefined;
    const bodyContent = body ? (body.content as JsonObject) : undefined;
    const bodyType = bodyContent ? Object.keys(bodyContent)[0] : undefined;
    const bodySchema = bodyContent && bodyType ? ((bodyContent[bodyType] as JsonObject).schema as Json) : undefined;
    const messages: Record<string, string> = {};
    if (bodySchema) fieldMessages(bodySchema, 'body', messages);
    for (const p of params) fieldMessages(p.schema, `${p.in}.${p.name}`, messages);
    const pathPatterns = Object.fromEntries(
      params.filter((p) => p.in === 'path' && typeof p['x-route-pattern'] === 'string').map((p) => [p.name, p['x-route-pattern'] as string]),
    );
    const responses = Object.fromEntries(
      Object.entries(op.responses as JsonObject).map(([status, response]) => {
        const content = resolve(response).content as JsonObject | undefined;
        return [status, content ? Object.keys(content) : []];
      }),
    );
    const query = params.some((p) => p.in === 'query')
      ? objectSchema(
          params.filter((p) => p.in === 'query'),
          allowUnknownQuery,
        )
      : null;
    const meta = {
      operationId: id,
      method: method.toUpperCase(),
      path,
      honoPath: path.replace(/\{([^}]+)\}/g, (_, name: string) => (pathPatterns[name] ? `:${name}{${pathPatterns[name]}}` : `:${name}`)),
      pathPatterns,
      security: security[0] ?? null,
      role,
      accountSetup: op['x-account-setup'] === true,
      query,
      pathParams: params.some((p) => p.in === 'path')
        ? objectSchema(
            params.filter((p) => p.in === 'path'),
            false,
          )
        : null,
      body: bodySchema ? { contentType: bodyType, required: body?.required === true, schema: rewriteRefs(bodySchema) } : null,
      fieldMessages: messages,
      responses,
    };
    entries.push(`  ${id}: ${JSON.stringify(meta)},`);
    byId.set(id, { path, method: meta.method, params, bodySchema, security: meta.security, accountSetup: meta.accountSetup });
    const actions = actionsSpec?.[method] as Record<string, ActionSpec> | undefined;
    if (actions) {
      const actionParam = params.find((p) => p.in === 'query' && p.name === 'action');
      const enumValues = (resolve(actionParam?.schema ?? {}).enum as string[] | undefined) ?? [];
      dispatchers.push({ id, path, method: meta.method, security: meta.security, accountSetup: meta.accountSetup, actions, enumValues });
      continue;
    }
    // The query parameters the document gives a default: validation fills them in, so a handler always has them.
    const defaulted = params.filter((p) => p.in === 'query' && resolve(p.schema).default !== undefined).map((p) => `'${p.name}'`);
    const securityType = meta.security === null ? 'null' : `'${meta.security}'`;
    handlerLines.push(`  ${id}: Handler<'${id}', ${securityType}${defaulted.length > 0 ? `, ${defaulted.join(' | ')}` : ''}>;`);
  }
  if (actionsSpec) {
    const since = Date.parse(`${actionsSpec.deprecatedSince}T00:00:00Z`);
    if (Number.isNaN(since)) throw new Error(`${path}: x-actions.deprecatedSince must be a date (YYYY-MM-DD)`);
    deprecation = { since: since / 1000, documentation: actionsSpec.documentation };
  }
}

/**
 * The body an action takes: its operation's body with the id of the operation's path as its first property
 * (`{id, status}` for setManagerStatus' `{status}`), so that it is checked as one body, in the order the old
 * request's body was.
 */
function actionBody(target: { params: Parameter[]; bodySchema: Json | undefined }, idName: string | undefined): JsonObject | null {
  if (!idName) return target.bodySchema ? (target.bodySchema as JsonObject) : null;
  const idParam = target.params.find((p) => p.in === 'path' && p.name === 'id');
  if (!idParam) throw new Error(`an action's id goes into its operation's path, which has no {id}`);
  const own: JsonObject = target.bodySchema ? resolve(target.bodySchema) : { type: 'object', additionalProperties: false, properties: {} };
  const { description: _, ...rest } = own;
  const derived: JsonObject = {
    ...rest,
    required: [idName, ...((own.required as string[] | undefined) ?? [])],
    properties: { [idName]: idParam.schema, ...((own.properties as JsonObject | undefined) ?? {}) },
  };
  if (typeof own.minProperties === 'number') derived.minProperties = own.minProperties + 1;
  return derived;
}

const actionLines: string[] = [];
for (const dispatcher of dispatchers) {
  const names = Object.keys(dispatcher.actions);
  if (names.join() !== dispatcher.enumValues.join()) {
    throw new Error(`${dispatcher.id}: the action parameter's enum must list x-actions' ${dispatcher.method} actions, in the same order`);
  }
  const lines = names.map((name) => {
    const spec = dispatcher.actions[name]!;
    const target = byId.get(spec.operation);
    if (!target) throw new Error(`x-actions ${name}: no operation ${spec.operation}`);
    // The dispatching route authenticates before it knows the action: every action's operation must ask the same.
    if (target.security !== dispatcher.security || target.accountSetup !== dispatcher.accountSetup) {
      throw new Error(`x-actions ${name}: ${spec.operation} must take the same security and x-account-setup as ${dispatcher.id}`);
    }
    const [idIn, idName] = spec.id ? spec.id.split('.') : [];
    if (spec.id && !((idIn === 'query' || idIn === 'body') && idName)) throw new Error(`x-actions ${name}: id must be query.<name> or body.<name>`);
    const bodySchema = dispatcher.method === 'GET' ? null : actionBody(target, idIn === 'body' ? idName : undefined);
    const messages: Record<string, string> = {};
    if (bodySchema) fieldMessages(bodySchema, 'body', messages);
    const action = {
      operationId: spec.operation,
      deprecated: spec.deprecated === true,
      id: spec.id ? { in: idIn, name: idName, missing: spec.missingId ?? null } : null,
      body: bodySchema ? { contentType: 'application/json', required: true, schema: rewriteRefs(bodySchema) } : null,
      fieldMessages: messages,
    };
    return `    ${name}: ${JSON.stringify(action)},`;
  });
  actionLines.push(`  ${dispatcher.id}: {\n${lines.join('\n')}\n  },`);
}

const componentsSchema = { $id: componentsId, $defs: rewriteRefs(schemas) };

const out = `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.

import type { Handler } from '../http/operations/handler.ts';
import type { ActionMeta, OperationMeta } from '../http/operations/operationMeta.ts';

export const componentsSchema = ${JSON.stringify(componentsSchema)} as const;

export const operationTable = {
${entries.join('\n')}
} as const satisfies Record<string, OperationMeta>;

export type OperationId = keyof typeof operationTable;

/**
 * The old names of operations (\`x-actions\` of openapi.yaml), by the operation that dispatches them: each one is run
 * as the operation it names, its id moved into that operation's path.
 */
export const actionTable = {
${actionLines.join('\n')}
} as const satisfies Record<string, Record<string, ActionMeta>>;

/** A deprecated action's answer says since when (RFC 9745) and where the documentation is. */
export const actionDeprecation = ${JSON.stringify(deprecation)} as const;

export interface Handlers {
${handlerLines.join('\n')}
}
`;

writeFileSync(fileURLToPath(new URL('../src/generated/operations.ts', import.meta.url)), out);
console.log(`wrote ${entries.length} operations and ${dispatchers.length} action tables to api/src/generated/operations.ts`);
