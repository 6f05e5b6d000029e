import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import type { OperationId } from '../../src/generated/operations.ts';
import { documentAjv } from './documentAjv.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ReceivedResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** Checks an answer against openapi.yaml; returns what is off the document, empty when nothing is. */
export type ResponseValidator = (operationId: OperationId, response: ReceivedResponse) => string[];

const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as JsonObject;

/** `#/components/schemas/X` → `components#/$defs/X`, the way scripts/generate-routes.ts rewrites them. */
function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', 'components#/$defs/') : rewriteRefs(value),
    ]),
  );
}

/** Follows a document-local `$ref` (`#/components/responses/X`, `#/components/headers/Y`). */
function deref(node: Json | undefined): JsonObject | undefined {
  let current = node as JsonObject | undefined;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    let target: Json = doc;
    for (const part of current.$ref.slice(2).split('/')) target = (target as JsonObject)[part] as Json;
    current = target as JsonObject;
  }
  return current;
}

function operationsById(): Map<string, JsonObject> {
  const byId = new Map<string, JsonObject>();
  for (const item of Object.values(doc.paths as JsonObject)) {
    for (const op of Object.values(item as JsonObject)) {
      if (op && typeof op === 'object' && !Array.isArray(op) && typeof op.operationId === 'string') byId.set(op.operationId, op);
    }
  }
  return byId;
}

const mediaTypeOf = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();

export function responseValidator(): ResponseValidator {
  const bodies = documentAjv({ allErrors: true });
  // Header values arrive as strings; `Retry-After: 30` is an integer to the document.
  const headerValues = documentAjv({ coerce: true, allErrors: true });
  const operations = operationsById();
  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, ajv: typeof bodies, schema: Json) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as object);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (operationId, { status, headers, text }) => {
    const responses = operations.get(operationId)?.responses as JsonObject | undefined;
    if (!responses) return [`${operationId} is not in openapi.yaml`];
    const documented = deref(responses[String(status)]);
    if (!documented) return [`status ${status} is not documented for ${operationId} (documented: ${Object.keys(responses).join(', ')})`];
    const problems: string[] = [];

    for (const [name, header] of Object.entries((documented.headers as JsonObject | undefined) ?? {})) {
      const value = headers.get(name);
      const schema = deref(header)?.schema;
      if (value === null || !schema) continue;
      const validate = compile(`header ${JSON.stringify(schema)}`, headerValues, { type: 'object', properties: { value: schema } });
      if (!validate({ value })) problems.push(`header ${name}: ${JSON.stringify(value)} ${headerValues.errorsText(validate.errors)}`);
    }

    const content = documented.content as JsonObject | undefined;
    if (!content) return problems;
    const mediaType = mediaTypeOf(headers.get('content-type'));
    const schema = deref(content[mediaType])?.schema;
    if (!(mediaType in content))
      return [
        ...problems,
        `content type ${JSON.stringify(headers.get('content-type'))} is not documented for ${status} (documented: ${Object.keys(content).join(', ')})`,
      ];
    if (!schema) return problems;
    let body: unknown = text;
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return [...problems, `body is not JSON: ${text.slice(0, 200)}`];
      }
    }
    const validate = compile(`${operationId} ${status} ${mediaType}`, bodies, schema);
    if (!validate(body)) problems.push(`body does not match the ${status} schema: ${bodies.errorsText(validate.errors)}`);
    return problems;
  };
}
