// Runs every story in Chromium through Vitest. Vitest 4.1 browser mode sometimes loses the
// websocket to its orchestrator page mid-run ("Browser connection was closed while running
// tests"): the run then stops with no failed test and the remaining files unrun. Vitest 5 fixes
// the session handling but needs Node 22, so a run lost that way (and only that way) is started
// again from the beginning, once. Any failed assertion fails at once, as before.
import { spawn } from 'node:child_process';

const lostConnection = /Browser connection was closed while running tests/;
const failedCount = /\b\d+ failed\b/;
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

function runStories() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'storybook'], { stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const keep = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let run = await runStories();
if (run.code !== 0 && lostConnection.test(run.output) && !failedCount.test(plain(run.output))) {
  console.log('\nVitest lost its browser page with no test failed; running every story again once.\n');
  run = await runStories();
}
process.exit(run.code);
