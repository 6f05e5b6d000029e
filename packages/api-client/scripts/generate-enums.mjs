// Writes src/generated/enums.ts: the values of every string enum in openapi.yaml's components.schemas, as `as const`
// arrays, so the apps and the design system iterate the contract's lists instead of keeping copies of their own.
// Names: a schema that is an enum gives the camelCase plural of its name (LeadStatus → leadStatuses); an enum
// property of an object schema gives the schema's name and the property's, pluralised
// (DemoRequest.fleetSize → demoRequestFleetSizes).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const [source, target] = process.argv.slice(2);
const doc = parse(readFileSync(source, 'utf8'));

const isStringEnum = (schema) => Array.isArray(schema?.enum) && schema.enum.every((value) => typeof value === 'string');
const lowerFirst = (name) => name[0].toLowerCase() + name.slice(1);
const upperFirst = (name) => name[0].toUpperCase() + name.slice(1);
const plural = (name) => {
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
};

const lists = [];
for (const [name, schema] of Object.entries(doc.components.schemas)) {
  if (isStringEnum(schema)) {
    lists.push({ name: plural(lowerFirst(name)), type: `components['schemas']['${name}']`, values: schema.enum, about: name });
    continue;
  }
  for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
    if (!isStringEnum(propertySchema)) continue;
    const optional = !(schema.required ?? []).includes(property);
    const type = `components['schemas']['${name}']['${property}']`;
    lists.push({
      name: plural(lowerFirst(name) + upperFirst(property)),
      type: optional ? `NonNullable<${type}>` : type,
      values: propertySchema.enum,
      about: `${name}.${property}`,
    });
  }
}

const names = new Set();
for (const { name, about } of lists) {
  if (names.has(name)) throw new Error(`generate-enums: two enums are named ${name} (the second is ${about})`);
  names.add(name);
}

const quote = (value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const text = [
  '// Generated from openapi.yaml by `npm run generate`. Do not edit.',
  '',
  "import type { components } from './schema.ts';",
  '',
  '/** Holds only when `List` has every value of `Value`: a value the contract adds and a list misses fails the typecheck. */',
  'type EveryValue<Value extends List[number], List extends readonly unknown[]> = [Value, List];',
  '',
  ...lists.flatMap(({ name, type, values, about }) => {
    const oneLine = `export const ${name} = [${values.map(quote).join(', ')}] as const satisfies readonly ${type}[];`;
    const perLine = [`export const ${name} = [`, ...values.map((value) => `  ${quote(value)},`), `] as const satisfies readonly ${type}[];`];
    return [`/** The values of ${about}, in the contract's order. */`, ...(oneLine.length <= 160 ? [oneLine] : perLine), ''];
  }),
  '/** Each list above against its contract type. */',
  'export type EnumListsHoldEveryValue = [',
  ...lists.map(({ name, type }) => `  EveryValue<${type}, typeof ${name}>,`),
  '];',
  '',
].join('\n');

writeFileSync(target, text);
