// Prefixes a generated file with the do-not-edit header.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const header = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n\n';
const text = readFileSync(file, 'utf8');
writeFileSync(file, text.startsWith(header) ? text : header + text);
