import { componentsSchema, operationTable } from '../../generated/operations.ts';
import type { WpRouteDescription } from '../../services/content/index.ts';
import { familyOf } from '../familyOf.ts';
import type { OperationMeta } from '../operations/operationMeta.ts';

type Schema = Record<string, unknown>;

const defs = componentsSchema.$defs as Record<string, Schema>;
const refPrefix = 'components#/$defs/';
/** What WordPress' index tells of an argument; the rest of a schema is the server's own business. */
const argumentKeywords = ['type', 'default', 'enum', 'minimum', 'maximum', 'pattern', 'maxLength'] as const;

function describeArgument(schema: Schema, required: boolean): Record<string, unknown> {
  const resolved = typeof schema.$ref === 'string' && schema.$ref.startsWith(refPrefix) ? { ...defs[schema.$ref.slice(refPrefix.length)], ...schema } : schema;
  const described: Record<string, unknown> = {};
  for (const keyword of argumentKeywords) if (resolved[keyword] !== undefined) described[keyword] = resolved[keyword];
  return { ...described, required };
}

function argumentsOf(op: OperationMeta): Record<string, Record<string, unknown>> {
  const args: Record<string, Record<string, unknown>> = {};
  for (const part of [op.pathParams, op.query] as ({ properties: Record<string, Schema>; required: readonly string[] } | null)[]) {
    for (const [name, schema] of Object.entries(part?.properties ?? {})) args[name] = describeArgument(schema, part?.required.includes(name) ?? false);
  }
  return args;
}

/**
 * The routes of openapi.yaml under /wp-json, as WordPress' index lists routes: keyed by the path below
 * /wp-json with each parameter as the named group its route takes (`/wp/v2/posts/(?P<id>[\d]+)`), which is
 * how clients such as node-wpapi learn their setters.
 */
export function wpRoutes(): WpRouteDescription[] {
  const routes = new Map<string, WpRouteDescription>();
  for (const op of Object.values(operationTable) as OperationMeta[]) {
    if (familyOf(op.path) !== 'wp') continue;
    const route = op.path.slice('/wp-json'.length).replace(/\{(\w+)\}/g, (_, name: string) => `(?P<${name}>${op.pathPatterns[name] ?? '[^/]+'})`);
    const known = routes.get(route);
    if (known) {
      known.methods.push(op.method);
      Object.assign(known.args, argumentsOf(op));
    } else {
      routes.set(route, { route, namespace: route.startsWith('/wp/v2/') ? 'wp/v2' : '', methods: [op.method], args: argumentsOf(op) });
    }
  }
  return [...routes.values()];
}
