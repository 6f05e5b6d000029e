import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * `npm run fuzz`: the fuzz suites (test/fuzz and test/api/test/api/fuzz.test.ts) with more runs than CI gives them and a new
 * seed each time, printed first: a failure reproduces with the same FUZZ_SEED and FUZZ_RUNS. Both may be given;
 * arguments go on to Vitest (`npm run fuzz -- -t sweep`).
 */
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '1000';
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const files = ['test/fuzz', 'test/api/test/api/fuzz.test.ts'];

console.log(`Fuzzing with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}; to run these inputs again: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
const { status } = spawnSync('npx', ['vitest', 'run', ...files, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
  shell: process.platform === 'win32',
});
console.log(`Fuzzed with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
process.exit(status ?? 1);
