// Writes src/generated/sessionPaths.ts: the paths of openapi.yaml whose operations take the session token,
// so the client never keeps a list of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const [source, target] = process.argv.slice(2);
const doc = parse(readFileSync(source, 'utf8'));
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const usesSession = (op) => (op.security ?? doc.security ?? []).some((requirement) => 'sessionToken' in requirement);
const paths = Object.entries(doc.paths)
  .filter(([, item]) => methods.some((method) => item[method] && usesSession(item[method])))
  .map(([path]) => path)
  .sort();
writeFileSync(
  target,
  `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.\n\n/** The paths whose operations take the session token (security: sessionToken). */\nexport const sessionPaths: ReadonlySet<string> = new Set(${JSON.stringify(paths, null, 2)});\n`,
);
