// Writes src/generated/sessionPaths.ts: the operations of openapi.yaml that take the session token, by method and
// path, so the client never keeps a list of its own. By method, because one path may hold both kinds
// (/functions/v1/content-sync: the super admin's GET, the site's secret-signed POST).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const [source, target] = process.argv.slice(2);
const doc = parse(readFileSync(source, 'utf8'));
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const usesSession = (op) => (op.security ?? doc.security ?? []).some((requirement) => 'sessionToken' in requirement);
const operations = Object.entries(doc.paths)
  .flatMap(([path, item]) => methods.filter((method) => item[method] && usesSession(item[method])).map((method) => `${method.toUpperCase()} ${path}`))
  .sort();
writeFileSync(
  target,
  `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.\n\n/** The operations that take the session token (security: sessionToken), as \`METHOD path\`. */\nexport const sessionOperations: ReadonlySet<string> = new Set(${JSON.stringify(operations, null, 2)});\n`,
);
