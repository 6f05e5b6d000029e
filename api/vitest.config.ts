import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/harness/globalSetup.ts'],
    testTimeout: 30_000,
    // A poll waits for what it expects, up to this ceiling: the suites share two cores with the browser suites
    // (scripts/test.mjs runs them side by side), where a second of waiting can pass before a mail goes out.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // PGlite takes ~250 MB a server; two files at a time fit two cores.
    maxWorkers: 2,
    fileParallelism: true,
    // A worker keeps its modules from one file to the next (each file still starts servers on databases of its own):
    // importing the app again for each of ~110 files cost a fifth of the suite's time.
    isolate: false,
    silent: 'passed-only',
  },
});
