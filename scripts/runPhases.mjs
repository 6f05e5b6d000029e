// The machinery of npm test (scripts/test.mjs): runs its phases in order, some side by side, stops after the first
// step that fails, and ends with every phase's time, so a slow or failed phase is plain from the last screen of a log.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {{ title: string, command: string, args: string[], env?: Record<string, string>, skip?: string }} Phase
 * A phase with `skip` set is not run; the reason is printed in its place and in the table.
 * @typedef {Phase | { together: (Phase | Phase[])[] }} Step
 * A step `together` runs its lanes at the same time, each lane (a phase, or phases one after the other) in order.
 * @typedef {{ title: string, state: 'passed' | 'failed' | 'skipped' | 'not run', wallMs?: number, cpuMs?: number, exitCode?: number | null, overlapped?: boolean }} Outcome
 */

/**
 * The shell that runs a phase reports the CPU time of everything it waited for (`times`, second line: children's
 * user and system time) into a file: the figure covers npm, the tool and the workers they started and reaped,
 * and stays the phase's own when another phase runs beside it. Servers outside the tree (a PostgreSQL server
 * started before npm test) are not in it, nor are a browser's renderer and GPU processes, which its zygote starts and
 * reaps: for the browser suites the figure is a fraction of their cost. The line under the table gives the whole
 * machine's busy time (Linux), which counts everything.
 */
const timedShell = 'status=0; "$@" || status=$?; times > "$PHASE_TIMES"; exit $status';

/** Seconds out of `times` output such as '0m1.230000s 0m0.450000s'. */
function timesSeconds(line) {
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}

function commandLine(phase) {
  return [phase.command, ...phase.args].join(' ');
}

function header(phase) {
  return `\n=== ${phase.title}\n$ ${commandLine(phase)}`;
}

/**
 * Starts one phase. With `output` 'inherit' its output goes straight to this terminal; with a file path it is
 * written there (a file rather than a pipe: a server the phase leaves behind cannot hold this process open).
 */
function start(root, phase, workDir, output) {
  const timesFile = join(workDir, `${Math.random().toString(36).slice(2)}.times`);
  const fd = output === 'inherit' ? undefined : openSync(output, 'w');
  const began = performance.now();
  const child = spawn('sh', ['-c', timedShell, 'sh', phase.command, ...phase.args], {
    cwd: root,
    stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
    env: { ...process.env, ...phase.env, PHASE_TIMES: timesFile },
  });
  return new Promise((resolve) => {
    const finish = (exitCode) => {
      if (fd !== undefined) closeSync(fd);
      let cpuMs;
      try {
        cpuMs = timesSeconds(readFileSync(timesFile, 'utf8').split('\n')[1] ?? '') * 1000;
      } catch {
        cpuMs = undefined;
      }
      resolve({ title: phase.title, state: exitCode === 0 ? 'passed' : 'failed', wallMs: performance.now() - began, cpuMs, exitCode });
    };
    child.on('error', (error) => {
      console.error(`\n${phase.title}: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(signal ? 1 : code));
  });
}

/** Runs one lane's phases in order, stopping at its first failure; `output` gives each phase's output file, or none to stream. */
async function runLane(root, lane, workDir, output) {
  const outcomes = [];
  for (const phase of lane) {
    if (outcomes.some((outcome) => outcome.state === 'failed')) outcomes.push({ title: phase.title, state: 'not run' });
    else if (phase.skip) {
      if (!output) console.log(`\n(${phase.skip})`);
      outcomes.push({ title: phase.title, state: 'skipped', note: phase.skip });
    } else {
      if (!output) console.log(header(phase));
      outcomes.push(await start(root, phase, workDir, output?.(phase) ?? 'inherit'));
    }
  }
  return outcomes;
}

/**
 * Runs a step: one phase, or lanes side by side. The first lane's output streams; each other phase's output is held
 * in a file and printed whole under its header, in lane order, once the first lane has ended and it has too.
 */
async function runStep(root, step, workDir) {
  const lanes = 'together' in step ? step.together.map((lane) => [lane].flat()) : [[step]];
  const side = lanes.length > 1;
  if (side) console.log(`\n=== side by side: ${lanes.map((lane) => lane.map((phase) => phase.title).join(', then ')).join(' | ')}`);
  const files = new Map(
    lanes
      .slice(1)
      .flat()
      .map((phase) => [phase, join(workDir, `${Math.random().toString(36).slice(2)}.log`)]),
  );
  const heldLanes = lanes.slice(1).map((lane) => runLane(root, lane, workDir, (phase) => files.get(phase)));
  const firstLane = await runLane(root, lanes[0], workDir);
  for (const [index, lane] of lanes.slice(1).entries()) {
    const laneOutcomes = await heldLanes[index];
    for (const [at, phase] of lane.entries()) {
      const outcome = laneOutcomes[at];
      if (outcome.state === 'skipped') console.log(`\n(${outcome.note})`);
      if (outcome.state !== 'passed' && outcome.state !== 'failed') continue;
      console.log(header(phase));
      process.stdout.write(readFileSync(files.get(phase), 'utf8'));
    }
  }
  const outcomes = [...firstLane, ...(await Promise.all(heldLanes)).flat()];
  return outcomes.map(({ note: _note, ...outcome }) => (side ? { ...outcome, overlapped: true } : outcome));
}

/** The processors' busy time so far, in ms, from the kernel's counters (all but idle and iowait); undefined off Linux. */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return undefined;
  }
}

const seconds = (ms) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);
const marks = { passed: '✓', failed: '✗', skipped: '-', 'not run': ' ' };

/** The closing table: each phase's wall and CPU time, the failed one marked, and the run's totals. */
function printTable(outcomes, totalWallMs, machineMs) {
  const rows = outcomes.map((outcome) => [
    marks[outcome.state],
    outcome.state === 'passed' || outcome.state === 'failed' ? seconds(outcome.wallMs) : outcome.state,
    seconds(outcome.cpuMs),
    `${outcome.overlapped ? '‖ ' : ''}${outcome.title}`,
  ]);
  const wallWidth = Math.max(4, ...rows.map((row) => row[1].length));
  const cpuWidth = Math.max(3, ...rows.map((row) => row[2].length));
  console.log(`\nPhase times (wall clock, and CPU of the phase's processes, user + system; ‖ ran side by side with its neighbours):`);
  console.log(`  ${'wall'.padStart(wallWidth)}  ${'CPU'.padStart(cpuWidth)}  phase`);
  for (const [mark, wall, cpu, title] of rows) {
    const shortTitle = title.length > 110 ? `${title.slice(0, 109)}…` : title;
    console.log(`${mark} ${wall.padStart(wallWidth)}  ${cpu.padStart(cpuWidth)}  ${shortTitle}`);
  }
  const cpuTotal = outcomes.reduce((sum, outcome) => sum + (outcome.cpuMs ?? 0), 0);
  console.log(`  ${seconds(totalWallMs).padStart(wallWidth)}  ${seconds(cpuTotal).padStart(cpuWidth)}  in all (${(totalWallMs / 60_000).toFixed(1)} min)`);
  if (machineMs !== undefined) {
    const available = (totalWallMs * availableParallelism()) / 1000;
    console.log(`The machine's processors were busy ${seconds(machineMs)} of the ${available.toFixed(1)} s its ${availableParallelism()} cores had.`);
  }
}

/**
 * Runs `steps` in order from `root`, stopping after the first step with a failed phase (the phases beside it are let
 * finish), prints the table, and exits with the failed phase's status (0 when all passed).
 * @param {string} root
 * @param {Step[]} steps
 */
export async function runPhases(root, steps) {
  const workDir = mkdtempSync(join(tmpdir(), 'fleet-test-phases-'));
  const began = performance.now();
  const busyAtStart = machineBusyMs();
  /** @type {Outcome[]} */
  const outcomes = [];
  let failed;
  try {
    for (const step of steps) {
      if (failed) {
        for (const phase of 'together' in step ? step.together.flat() : [step]) outcomes.push({ title: phase.title, state: 'not run' });
        continue;
      }
      const stepOutcomes = await runStep(root, step, workDir);
      outcomes.push(...stepOutcomes);
      failed = stepOutcomes.find((outcome) => outcome.state === 'failed');
      for (const outcome of stepOutcomes.filter((candidate) => candidate.state === 'failed')) console.error(`\n✗ ${outcome.title} failed`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const busyAtEnd = machineBusyMs();
  printTable(outcomes, performance.now() - began, busyAtStart === undefined || busyAtEnd === undefined ? undefined : busyAtEnd - busyAtStart);
  if (failed) {
    console.error(
      `\n✗ Failed: ${outcomes
        .filter((outcome) => outcome.state === 'failed')
        .map((outcome) => outcome.title)
        .join('; ')}`,
    );
    process.exit(failed.exitCode || 1);
  }
  console.log('\nAll checks passed.');
}
