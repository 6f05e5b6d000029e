import { findMalformedText } from '../../src/http/operations/findMalformedText.ts';
import type { OperationMeta } from '../../src/http/operations/operationMeta.ts';
import { documentAjv } from './documentAjv.ts';
import { bodySchemaFor, type FuzzRequest } from './fuzzRequest.ts';

/**
 * What is wrong with a request, each with the status the document gives it. `route`: a path parameter its
 * route's pattern refuses (`x-route-pattern`), so no operation is reached and the answer is the family's 404.
 */
export type Fault = 'credential' | 'contentType' | 'size' | 'json' | 'schema' | 'route';
export const faultStatus: Record<Fault, number> = { credential: 401, contentType: 415, size: 413, json: 400, schema: 400, route: 404 };

export interface EncodedRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  text: string | undefined;
  faults: Set<Fault>;
}

const queryAjv = documentAjv({ coerce: true });
const bodyAjv = documentAjv();

// A URL carries UTF-8, where an unpaired surrogate cannot exist: it travels as U+FFFD, so judge that.
const asStrings = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k.toWellFormed(), String(v).toWellFormed()]),
  );

/**
 * Whether openapi.yaml accepts the query, path and body (query and path read as the strings they
 * travel as), with the document's rule that text is well-formed Unicode without NUL.
 */
function documentAccepts(op: OperationMeta, query: Record<string, string>, path: Record<string, string>, body: unknown): boolean {
  const accepts = (ajv: typeof queryAjv, schema: object | null, data: unknown) =>
    !schema || (findMalformedText(data) === null && ajv.validate(schema, structuredClone(data)));
  return accepts(queryAjv, op.query, query) && accepts(queryAjv, op.pathParams, path) && accepts(bodyAjv, bodySchemaFor(op, query) ?? null, body);
}

function malformed(json: string, cut: number, tail: string): string {
  const broken = json.slice(0, cut % Math.max(1, json.length)) + tail;
  try {
    JSON.parse(broken);
    return `${json}}`;
  } catch {
    return broken;
  }
}

/** Whether every path value is one its route takes (a value its pattern refuses, '.' and '..' included, reaches no route). */
function reachesRoute(op: OperationMeta, path: Record<string, string>): boolean {
  return Object.entries(op.pathPatterns).every(([name, pattern]) => new RegExp(`^(?:${pattern})$`).test(path[name] ?? ''));
}

/** The HTTP request a FuzzRequest stands for, and the faults the document sees in it. */
export function encodeFuzzRequest(
  op: OperationMeta,
  request: FuzzRequest,
  { baseUrl, authorization, bodyLimitBytes }: { baseUrl: string; authorization: string | undefined; bodyLimitBytes: number },
): EncodedRequest {
  const query = asStrings(request.query);
  const path = asStrings(request.path);
  const url = new URL(baseUrl + op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '')));
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  // Nothing else about a request that reaches no route matters.
  if (!reachesRoute(op, path)) return { url, method: op.method, headers, text: undefined, faults: new Set(['route']) };
  const faults = new Set<Fault>();
  if (op.security && request.credential !== 'right') faults.add('credential');
  if (!op.body) {
    if (!documentAccepts(op, query, path, undefined)) faults.add('schema');
    return { url, method: op.method, headers, text: undefined, faults };
  }

  const { transport } = request;
  const json = JSON.stringify(request.body);
  let text: string | undefined = json;
  headers['content-type'] = 'application/json';
  if (transport.kind === 'json') headers['content-type'] = transport.contentType;
  if (transport.kind === 'oversized') text = json + ' '.repeat(bodyLimitBytes);
  if (transport.kind === 'missingBody') text = undefined;
  if (transport.kind === 'malformedJson') {
    text = malformed(json, transport.cut, transport.tail);
    faults.add('json');
  }
  if (transport.kind === 'wrongContentType') {
    if (transport.contentType) headers['content-type'] = transport.contentType;
    else delete headers['content-type'];
    faults.add('contentType');
  }
  if (transport.kind === 'missingBody' || !documentAccepts(op, query, path, request.body)) faults.add('schema');
  if (text !== undefined && Buffer.byteLength(text) > bodyLimitBytes) faults.add('size');
  return { url, method: op.method, headers, text, faults };
}
