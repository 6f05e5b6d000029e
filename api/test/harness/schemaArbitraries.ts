import fc from 'fast-check';
import { componentsSchema } from '../../src/generated/operations.ts';

/** A JSON Schema node as the generated operation table and `componentsSchema` hold it. */
export type Schema = { readonly [keyword: string]: unknown };

const defs = componentsSchema.$defs as Record<string, Schema>;
const refPrefix = 'components#/$defs/';

function merge(into: Schema, part: Schema): Schema {
  return {
    ...into,
    ...part,
    properties: { ...(into.properties as object | undefined), ...(part.properties as object | undefined) },
    required: [...new Set([...((into.required as string[] | undefined) ?? []), ...((part.required as string[] | undefined) ?? [])])],
  };
}

/** Follows `$ref` into `componentsSchema.$defs` (siblings win) and folds `allOf` into one schema. */
export function resolveSchema(schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    const { $ref, ...siblings } = current;
    const target = $ref.startsWith(refPrefix) ? defs[$ref.slice(refPrefix.length)] : undefined;
    if (!target) throw new Error(`cannot resolve ${$ref}`);
    current = { ...target, ...siblings };
  }
  if (!Array.isArray(current.allOf)) return current;
  const { allOf, ...own } = current;
  return merge((allOf as Schema[]).map(resolveSchema).reduce(merge, {}), own);
}

export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  return [];
}

/** Length as JSON Schema counts it: code points, not UTF-16 units. */
export const codePoints = (text: string) => [...text].length;

/**
 * Single code points a careless server trips over: controls, the line and paragraph separators, a
 * right-to-left override, a BOM, an astral emoji, quotes, markup and SQL-ish punctuation. NUL and
 * unpaired surrogates break the document's text rule, so they come as invalid variants instead.
 */
const awkwardChar = fc.constantFrom(
  '\u0007',
  '\u001b',
  '\u007f',
  '\u00a0',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\u{1f600}',
  '\uffff',
  'é',
  '"',
  '\\',
  '<',
  "'",
  '%',
  ';',
);
const unit = fc.oneof(
  { weight: 7, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: awkwardChar },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((ch) => ch !== '\u0000' && ch.isWellFormed()) },
);

function plainString(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const usual = fc.string({ unit, minLength, ...(maxLength === undefined ? {} : { maxLength }) });
  if (maxLength === undefined) return usual;
  return fc.oneof({ withCrossShrink: true }, { weight: 9, arbitrary: usual }, { weight: 1, arbitrary: fc.string({ unit, minLength: maxLength, maxLength }) });
}

/** fc.stringMatching stays in ASCII; now and then slip an awkward code point in where the pattern still holds. */
function patternString(pattern: string, minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, 'u');
  const fits = (text: string) => regex.test(text) && codePoints(text) >= minLength && codePoints(text) <= (maxLength ?? Infinity);
  return fc
    .tuple(fc.stringMatching(regex, { maxLength: maxLength ?? 200 }), fc.option(fc.tuple(unit, fc.nat()), { freq: 4 }))
    .map(([text, spice]) => {
      if (!spice) return text;
      const chars = [...text];
      chars.splice(spice[1] % (chars.length + 1), 0, spice[0]);
      const spiced = chars.join('');
      return fits(spiced) ? spiced : text;
    })
    .filter(fits);
}

// Upper case and the RFC 4122 URN form pass ajv-formats' `uuid`; the document's pattern decides which the server must take.
const uuid = fc.oneof(
  { weight: 8, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
  { weight: 2, arbitrary: fc.uuid().map((id) => `urn:uuid:${id}`) },
);

const dateTime = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
    return pattern ? uuid.filter((id) => pattern.test(id)) : uuid;
  }
  if (schema.format === 'date-time') return dateTime;
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = schema.maxLength as number | undefined;
  if (typeof schema.pattern === 'string') return patternString(schema.pattern, minLength, maxLength);
  return plainString(minLength, maxLength);
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? -(2 ** 31);
  const max = (schema.maximum as number | undefined) ?? (min >= 0 ? Number.MAX_SAFE_INTEGER : 2 ** 31 - 1);
  const usual = fc.oneof({ withCrossShrink: true }, fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
  if (schema.maximum !== undefined) return usual;
  // No maximum means no maximum: integers past 2^53 and 2^63 are still integers to the document.
  return fc.oneof({ withCrossShrink: true }, { weight: 9, arbitrary: usual }, { weight: 1, arbitrary: fc.constantFrom(2 ** 53, 2 ** 63, 1e21, 1e300) });
}

function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties);
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, schemaArbitrary(child)])), {
    requiredKeys: required,
  }) as fc.Arbitrary<Record<string, unknown>>;
  const minProperties = (schema.minProperties as number | undefined) ?? 0;
  const extra = schema.additionalProperties;
  if (extra !== true && (typeof extra !== 'object' || extra === null)) return known.filter((value) => Object.keys(value).length >= minProperties);
  const names = schema.propertyNames as Schema | undefined;
  const key = (names ? stringArbitrary(resolveSchema(names)) : fc.stringMatching(/^[a-z_]{1,12}$/)).filter((name) => !(name in properties));
  const value = extra === true ? plainString(0, 20) : schemaArbitrary(extra as Schema);
  return fc
    .tuple(known, fc.dictionary(key, value, { maxKeys: 3, noNullPrototype: true }))
    .map(([own, more]) => ({ ...more, ...own }))
    .filter((value) => Object.keys(value).length >= minProperties);
}

function arbitraryOfType(type: string, schema: Schema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({ min: schema.minimum as number | undefined, max: schema.maximum as number | undefined, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items as Schema | undefined;
      return fc.array(items ? schemaArbitrary(items) : fc.jsonValue(), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: (schema.maxItems as number | undefined) ?? 4,
      });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      throw new Error(`schemaArbitrary: unsupported type ${type}`);
  }
}

/**
 * Values valid against `schema`, for the subset of JSON Schema that openapi.yaml uses: `$ref` into
 * the components, `allOf` (merged), `oneOf`, `const`, `enum`, strings (pattern, lengths, uuid,
 * date-time), bounded integers and numbers, booleans, null, arrays and objects (optional
 * properties sometimes present, at least `minProperties` of them; extra keys only where the schema invites them).
 */
export function schemaArbitrary(input: Schema): fc.Arbitrary<unknown> {
  const schema = resolveSchema(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) return fc.oneof(...(branches as Schema[]).map(schemaArbitrary));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema)));
}
