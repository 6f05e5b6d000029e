// npm test: every check of the project, stopping after the first step that fails; at the end, each phase's time.
//
// On the 2-core CI machine the suites together keep both cores busy (counted by the machine's own counters: the
// browsers' renderers are most of it), so what keeps the command short is each suite's cost: the browsers are Chromium's
// headless shell (@fleet/browsers: Playwright's suite took 43 % less processor time than in the full browser, with the
// same pixels), Playwright records a trace only when it runs a failed test again, the API's and the stories' workers keep their modules from one file to the next,
// and a check proven elsewhere is not run twice. The quick checks come first, side by side, and stop the run early when
// they fail; then the suites run side by side, Playwright's output streaming and each other phase's printed whole once
// it has ended.
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './requireSupportedNode.mjs';
import { runPhases } from './runPhases.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));

/** @returns {import('./runPhases.mjs').Phase} */
const phase = (title, command, args, env) => ({ title, command, args, env });

// The suites of the third step run side by side on two cores, where a test that allows a fixed time for an answer (a raw exchange's
// read, a restart's window) can miss it once: such a test is run again once, and the report names it flaky. A test that
// fails twice fails the run.
const retryOnce = { vitest: ['--retry=1'], playwright: ['--retries=1'] };

// On PostgreSQL, only the files whose subject the server engine could answer differently (api/test/postgresSuite.ts):
// every file runs on PGlite, which is PostgreSQL compiled to WebAssembly.
const apiOnPostgres = {
  ...phase('api: tests on PostgreSQL', 'npm', ['exec', '-w', '@fleet/api', '--', 'vitest', 'run', '--config', 'vitest.postgres.config.ts'], {
    TEST_DB: 'postgres',
  }),
  ...(process.env.TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped; .ci/run sets it.' }),
};

await runPhases(root, [
  phase('browser: Chromium present', 'bash', ['e2e/ensure-chromium.sh']),
  phase('contract: regenerate from openapi.yaml', 'npm', ['run', 'generate']),
  phase('contract: generated code is committed and current', 'git', [
    'diff',
    '--exit-code',
    '--stat',
    '--',
    'packages/api-client/src/generated',
    'api/src/generated',
  ]),
  {
    together: [
      phase('types: strict TypeScript in every workspace', 'npm', ['run', 'typecheck']),
      [
        phase('lint and format: Biome over the whole workspace', 'npx', ['biome', 'check', '.']),
        phase('boundaries: no import cycle, no relative path into another workspace, no package importing an app (dependency-cruiser)', 'npm', [
          'run',
          'check:boundaries',
        ]),
        phase('product rules: the plain functions every app applies', 'npm', ['test', '-w', '@fleet/rules']),
        phase("content: the catalogue's prices and structured data", 'npm', ['test', '-w', '@fleet/content']),
        phase('languages: every catalogue complete, formats in each locale', 'npm', ['test', '-w', '@fleet/i18n']),
        phase('site: head metadata and blog cards', 'npm', ['test', '-w', '@fleet/site']),
        phase('admin: its query strings and the mapping of API answers onto the screens', 'npm', ['test', '-w', '@fleet/admin']),
        // The API's tests and Playwright's server use the build.
        phase('apps: production build', 'npm', ['run', 'build']),
        // The API's tests mirror a real WordPress (api/test/wordpress), which runs on Debian's packages.
        phase("wordpress: Debian's WordPress, MariaDB and PHP present", 'sh', ['api/test/wordpress/ensure-wordpress.sh']),
      ],
    ],
  },
  {
    together: [
      [
        phase('browser: Playwright in Chromium (journeys, and page baselines at two widths)', 'npm', [
          'test',
          '-w',
          '@fleet/e2e',
          '--',
          ...retryOnce.playwright,
        ]),
        // After the journeys rather than before the stories: the stories' lane is the longest of the three. The size
        // checks start the production server, which rebuilds an app whose sources look newer than its build: the stories
        // write nothing under packages/ unless a screenshot differs, which fails the run anyway.
        phase('design system: Storybook build', 'npm', ['run', 'build-storybook']),
        phase('site: initial JavaScript of every page within its gzip budget: none without islands, 60 KB with (size-limit)', 'npm', [
          'run',
          'size',
          '-w',
          '@fleet/site',
        ]),
        phase("admin: the sign-in page's initial JavaScript within its 80 KB budget, as sent", 'npm', ['run', 'size', '-w', '@fleet/admin']),
      ],
      phase('api: tests on embedded PGlite', 'npm', ['test', '-w', '@fleet/api', '--', ...retryOnce.vitest], { TEST_DB: 'pglite' }),
      phase('design system: its helpers, and every story in Chromium at two widths (interactions, accessibility, screenshots)', 'npm', [
        'test',
        '-w',
        '@fleet/ui',
      ]),
    ],
  },
  // Alone: its restarts of the database server and its concurrent claims want a machine that answers in time.
  apiOnPostgres,
]);
