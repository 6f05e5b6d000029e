// npm test: every check of the project, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './requireSupportedNode.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run('browser: Chromium present', 'bash', ['e2e/ensure-chromium.sh']);
run('contract: regenerate from openapi.yaml', 'npm', ['run', 'generate']);
run('contract: generated code is committed and current', 'git', [
  'diff',
  '--exit-code',
  '--stat',
  '--',
  'packages/api-client/src/generated',
  'api/src/generated',
]);
run('lint and format: Biome over the whole workspace', 'npx', ['biome', 'check', '.']);
run('types: strict TypeScript in every workspace', 'npm', ['run', 'typecheck']);
run('boundaries: no import cycle, no relative path into another workspace, no package importing an app (dependency-cruiser)', 'npm', [
  'run',
  'check:boundaries',
]);
// The API's tests render the site's pages through its build.
run('apps: production build', 'npm', ['run', 'build']);
// The API's tests mirror a real WordPress (api/test/wordpress), which runs on Debian's packages.
run("wordpress: Debian's WordPress, MariaDB and PHP present", 'sh', ['api/test/wordpress/ensure-wordpress.sh']);
run('api: tests on embedded PGlite', 'npm', ['test', '-w', '@fleet/api'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('api: tests on PostgreSQL', 'npm', ['test', '-w', '@fleet/api'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped; .ci/run sets it.)');
}
run('product rules: the plain functions every app applies', 'npm', ['test', '-w', '@fleet/rules']);
run("content: the catalogue's prices and structured data", 'npm', ['test', '-w', '@fleet/content']);
run('design system: its helpers, and every story in Chromium at two widths (interactions, accessibility, screenshots)', 'npm', ['test', '-w', '@fleet/ui']);
run('site: head metadata and blog cards', 'npm', ['test', '-w', '@fleet/site']);
run('admin: its query strings and the mapping of API answers onto the screens', 'npm', ['test', '-w', '@fleet/admin']);
run('design system: Storybook build', 'npm', ['run', 'build-storybook']);
run('site: initial JavaScript of every page within its gzip budget: none without islands, 60 KB with (size-limit)', 'npm', [
  'run',
  'size',
  '-w',
  '@fleet/site',
]);
run("admin: the sign-in page's initial JavaScript within its 80 KB budget, as sent", 'npm', ['run', 'size', '-w', '@fleet/admin']);
run('browser: Playwright in Chromium (journeys, and page baselines at two widths)', 'npm', ['run', 'test:e2e']);
console.log('\nAll checks passed.');
