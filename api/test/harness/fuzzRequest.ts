import fc from 'fast-check';
import { actionTable } from '../../src/generated/operations.ts';
import type { ActionMeta, OperationMeta } from '../../src/http/operations/operationMeta.ts';
import { invalidVariants } from './invalidVariants.ts';
import { type Schema, schemaArbitrary } from './schemaArbitraries.ts';

/** The credential sent: the one the operation's `security` asks for, none, garbage, or the other kind. */
export type Credential = 'right' | 'none' | 'garbage' | 'crossed';

/** How the body travels (operations with a request body only). */
export type Transport =
  | { kind: 'json'; contentType: string }
  | { kind: 'malformedJson'; cut: number; tail: string }
  | { kind: 'wrongContentType'; contentType: string | null }
  | { kind: 'missingBody' }
  | { kind: 'oversized' };

export interface FuzzRequest {
  /** `valid` comes straight from the operation's schemas; `invalid` breaks one field; `transport` breaks the envelope. */
  mode: 'valid' | 'invalid' | 'transport';
  label: string;
  credential: Credential;
  /** Chooses among the spellings of a credential (`Bearer`/`bearer`, the kinds of garbage). */
  spelling: number;
  /** Typed values; they travel as strings. */
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  body: unknown;
  transport: Transport;
  /** Valid requests only: swap in an id, token, e-mail or password the run knows, chosen by `pick`. */
  useKnown: boolean;
  pick: number;
}

type Parts = Pick<FuzzRequest, 'query' | 'path' | 'body'>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON');
const json = jsonContentType.map((contentType): Transport => ({ kind: 'json', contentType }));

const brokenTransport: fc.Arbitrary<Transport> = fc.oneof(
  fc.record({ kind: fc.constant('malformedJson' as const), cut: fc.nat(), tail: fc.constantFrom('', '}', ',', '{', '"', 'nul', "'") }),
  fc.record({
    kind: fc.constant('wrongContentType' as const),
    contentType: fc.constantFrom(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'application/xml',
      'application/json-patch+json',
    ),
  }),
  fc.constant({ kind: 'missingBody' as const }),
  fc.constant({ kind: 'oversized' as const }),
);

const credential = fc.oneof(
  { weight: 7, arbitrary: fc.constant<Credential>('right') },
  { weight: 1, arbitrary: fc.constantFrom<Credential>('none', 'garbage', 'crossed') },
);

const actions: Readonly<Record<string, Readonly<Record<string, ActionMeta>>>> = actionTable;

/** The body schema a request is checked against: the one its action takes (`x-actions`), else the operation's. */
export function bodySchemaFor(op: OperationMeta, query: Record<string, unknown>): Schema | undefined {
  const picked = actions[op.operationId]?.[String(query.action)]?.body;
  return (picked ?? op.body)?.schema as Schema | undefined;
}

function partsOf(op: OperationMeta): fc.Arbitrary<Parts> {
  const query = op.query ? (schemaArbitrary(op.query as Schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  return query.chain((q) =>
    fc.record({
      query: fc.constant(q),
      path: op.pathParams ? (schemaArbitrary(op.pathParams as Schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({}),
      body: op.body ? schemaArbitrary(bodySchemaFor(op, q)!) : fc.constant(undefined),
    }),
  );
}

/** Path parameters cannot go missing or multiply without changing the route: only their values break. */
function brokenPath(op: OperationMeta, parts: Parts): (Parts & { label: string })[] {
  const properties = ((op.pathParams as Schema | null)?.properties ?? {}) as Record<string, Schema>;
  return Object.entries(parts.path).flatMap(([name, value]) =>
    invalidVariants(properties[name]!, value, name)
      // An empty segment is another URL altogether, not this operation with a bad parameter.
      .filter((variant) => String(variant.value) !== '')
      .map((variant) => ({ ...parts, path: { ...parts.path, [name]: variant.value }, label: `path ${variant.label}` })),
  );
}

/** Every single-field break of the valid parts: the query stays an object, the body may become anything. */
function brokenParts(op: OperationMeta, parts: Parts): (Parts & { label: string })[] {
  const query = op.query
    ? invalidVariants(op.query as Schema, parts.query)
        .filter((variant) => isObject(variant.value))
        .map((variant) => ({ ...parts, query: variant.value as Record<string, unknown>, label: `query ${variant.label}` }))
    : [];
  return [
    ...query,
    ...brokenPath(op, parts),
    ...(op.body
      ? invalidVariants(bodySchemaFor(op, parts.query)!, parts.body).map((variant) => ({ ...parts, body: variant.value, label: `body ${variant.label}` }))
      : []),
  ];
}

/** Requests for one operation built from openapi.yaml: mostly valid, some with one field broken, some with a broken envelope. */
export function fuzzRequest(op: OperationMeta): fc.Arbitrary<FuzzRequest> {
  const parts = partsOf(op);
  const valid = fc.tuple(parts, json).map(([p, transport]) => ({ ...p, mode: 'valid' as const, label: 'valid', transport }));
  const invalid = parts.chain((p) => {
    const broken = brokenParts(op, p);
    return broken.length > 0 ? fc.constantFrom(...broken) : fc.constant({ ...p, label: 'valid (nothing to break)' });
  });
  const modes = [
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: fc.tuple(invalid, json).map(([p, transport]) => ({ ...p, mode: 'invalid' as const, transport })) },
    ...(op.body
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(parts, brokenTransport)
              .map(([p, transport]) => ({ ...p, mode: 'transport' as const, label: `transport ${transport.kind}`, transport })),
          },
        ]
      : []),
  ];
  return fc
    .record({ request: fc.oneof(...modes), credential, spelling: fc.nat(), useKnown: fc.boolean(), pick: fc.nat() })
    .map(({ request, ...rest }) => ({ ...request, ...rest }));
}
