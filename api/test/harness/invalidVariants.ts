import { codePoints, resolveSchema, type Schema, typesOf } from './schemaArbitraries.ts';

export interface Variant {
  label: string;
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const samples: readonly [string, unknown][] = [
  ['integer', 42],
  ['number', 1.5],
  ['string', 'text'],
  ['boolean', true],
  ['null', null],
  ['object', {}],
  ['array', []],
];

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function wrongTypes(schema: Schema): Variant[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const allowed = (type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));
  return samples.filter(([type]) => !allowed(type)).map(([type, value]) => ({ label: `wrong type (${type})`, value }));
}

/** A string the pattern refuses: the first of a few usual suspects. */
function patternMiss(pattern: string): string | undefined {
  const regex = new RegExp(pattern, 'u');
  return ['', ' ', 'x', 'not valid!', '\n', '@@', '0'].find((candidate) => !regex.test(candidate));
}

function stringBreaks(schema: Schema, value: string): Variant[] {
  const out: Variant[] = [];
  const maxLength = schema.maxLength as number | undefined;
  const minLength = schema.minLength as number | undefined;
  if (maxLength !== undefined) out.push({ label: `over-long (${maxLength + 1})`, value: value + 'x'.repeat(maxLength + 1 - codePoints(value)) });
  if (minLength) out.push({ label: 'under-short', value: '' });
  if (typeof schema.pattern === 'string') {
    const miss = patternMiss(schema.pattern);
    if (miss !== undefined) out.push({ label: `pattern miss (${JSON.stringify(miss)})`, value: miss });
  }
  if (schema.format === 'uuid') out.push({ label: 'not a uuid', value: value.slice(0, -1) || 'not-a-uuid' });
  // The document's text rule: well-formed Unicode without NUL.
  out.push({ label: 'NUL character', value: `${value}\u0000` }, { label: 'unpaired surrogate', value: `\ud800${value}` });
  return out;
}

function numberBreaks(schema: Schema, value: number): Variant[] {
  const out: Variant[] = [];
  if (typeof schema.minimum === 'number') out.push({ label: `below minimum (${schema.minimum - 1})`, value: schema.minimum - 1 });
  if (typeof schema.maximum === 'number') out.push({ label: `above maximum (${schema.maximum + 1})`, value: schema.maximum + 1 });
  if (typesOf(schema).includes('integer')) out.push({ label: 'not an integer', value: value + 0.5 });
  return out;
}

function objectBreaks(schema: Schema, value: Record<string, unknown>, at: string): Variant[] {
  const out: Variant[] = [];
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (!(key in value)) continue;
    const { [key]: _dropped, ...rest } = value;
    out.push({ label: `${at}.${key}: required field dropped`, value: rest });
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
    out.push({ label: `${at}: unknown extra field`, value: { ...value, unexpectedField: 'surprise' } });
  }
  for (const [key, child] of Object.entries(value)) {
    const childSchema = properties[key];
    if (!childSchema) continue;
    for (const variant of invalidVariants(childSchema, child, `${at}.${key}`)) out.push({ label: variant.label, value: { ...value, [key]: variant.value } });
  }
  return out;
}

/**
 * Ways to break one valid value of `schema`: a required field dropped, a wrong type, a number out
 * of range, an over-long or pattern-breaking string, a value outside an enum, an unknown field
 * where the object is closed. Each is meant to be refused; where `oneOf` lets another branch
 * accept it anyway, the caller's validator (the document's) has the last word.
 */
export function invalidVariants(input: Schema, value: unknown, at = ''): Variant[] {
  const schema = resolveSchema(input);
  const label = (text: string) => `${at || '(whole)'}: ${text}`;
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches) return branches.flatMap((branch) => invalidVariants(branch, value, at));
  const out = wrongTypes(schema).map((v) => ({ ...v, label: label(v.label) }));
  if (Array.isArray(schema.enum) || 'const' in schema) out.push({ label: label('not one of the allowed values'), value: `not-${jsonTypeOf(value)}-allowed` });
  if (typeof value === 'string') out.push(...stringBreaks(schema, value).map((v) => ({ ...v, label: label(v.label) })));
  if (typeof value === 'number') out.push(...numberBreaks(schema, value).map((v) => ({ ...v, label: label(v.label) })));
  if (isObject(value)) out.push(...objectBreaks(schema, value, at || '(whole)'));
  if (Array.isArray(value) && value.length > 0 && schema.items) {
    for (const variant of invalidVariants(schema.items as Schema, value[0], `${at}[0]`))
      out.push({ label: variant.label, value: [variant.value, ...value.slice(1)] });
  }
  return out;
}
