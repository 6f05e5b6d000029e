/**
 * Reads openapi.yaml and writes src/generated/operations.ts: the operation table the server
 * registers its Hono routes from, the request schemas Ajv compiles (the document's own schemas,
 * refs rewritten into one `components` schema), the per-field messages, and the `Handlers`
 * interface that makes a missing or mistyped handler a compile error.
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

const entries: string[] = [];
const handlerLines: string[] = [];
const globalSecurity = (doc.security as Json[] | undefined) ?? [];

for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
  for (const method of methods) {
    const op = (item as JsonObject)[method] as JsonObject | undefined;
    if (!op) continue;
    const id = op.operationId as string;
    const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => resolve(p) as unknown as Parameter);
    const allowUnknownQuery = op['x-allow-unknown-query'] === true;
    const security = ((op.security as Json[] | undefined) ?? globalSecurity).flatMap((s) => Object.keys(s as JsonObject));
    const body = op.requestBody ? resolve(op.requestBody) : undefined;
    const bodyContent = body ? (body.content as JsonObject) : undefined;
    const bodyType = bodyContent ? Object.keys(bodyContent)[0] : undefined;
    const bodySchema = bodyContent && bodyType ? ((bodyContent[bodyType] as JsonObject).schema as Json) : undefined;
    const messages: Record<string, string> = {};
    if (bodySchema) fieldMessages(bodySchema, 'body', messages);
    // One body schema per value of a query parameter (`x-body-by-query`: adminCommand's action), each with its messages.
    const byQuery = op['x-body-by-query'] as { parameter: string; bodies: JsonObject } | undefined;
    const bodyByQuery = byQuery
      ? {
          parameter: byQuery.parameter,
          schemas: Object.fromEntries(Object.entries(byQuery.bodies).map(([value, schema]) => [value, rewriteRefs(schema)])),
          fieldMessages: Object.fromEntries(
            Object.entries(byQuery.bodies).map(([value, schema]) => {
              const own: Record<string, string> = {};
              fieldMessages(schema, 'body', own);
              return [value, own];
            }),
          ),
        }
      : null;
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
    const meta = {
      operationId: id,
      method: method.toUpperCase(),
      path,
      honoPath: path.replace(/\{([^}]+)\}/g, (_, name: string) => (pathPatterns[name] ? `:${name}{${pathPatterns[name]}}` : `:${name}`)),
      pathPatterns,
      security: security[0] ?? null,
      accountSetup: op['x-account-setup'] === true,
      query: params.some((p) => p.in === 'query')
        ? objectSchema(
            params.filter((p) => p.in === 'query'),
            allowUnknownQuery,
          )
        : null,
      pathParams: params.some((p) => p.in === 'path')
        ? objectSchema(
            params.filter((p) => p.in === 'path'),
            false,
          )
        : null,
      body: bodySchema ? { contentType: bodyType, required: body?.required === true, schema: rewriteRefs(bodySchema) } : null,
      bodyByQuery,
      fieldMessages: messages,
      responses,
    };
    entries.push(`  ${id}: ${JSON.stringify(meta)},`);
    // The query parameters the document gives a default: validation fills them in, so a handler always has them.
    const defaulted = params.filter((p) => p.in === 'query' && resolve(p.schema).default !== undefined).map((p) => `'${p.name}'`);
    const securityType = meta.security === null ? 'null' : `'${meta.security}'`;
    handlerLines.push(`  ${id}: Handler<'${id}', ${securityType}${defaulted.length > 0 ? `, ${defaulted.join(' | ')}` : ''}>;`);
  }
}

const componentsSchema = { $id: componentsId, $defs: rewriteRefs(schemas) };

const out = `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.

import type { Handler } from '../http/handler.ts';
import type { OperationMeta } from '../http/operationMeta.ts';

export const componentsSchema = ${JSON.stringify(componentsSchema)} as const;

export const operationTable = {
${entries.join('\n')}
} as const satisfies Record<string, OperationMeta>;

export type OperationId = keyof typeof operationTable;

export interface Handlers {
${handlerLines.join('\n')}
}
`;

writeFileSync(fileURLToPath(new URL('../src/generated/operations.ts', import.meta.url)), out);
console.log(`wrote ${entries.length} operations to api/src/generated/operations.ts`);
