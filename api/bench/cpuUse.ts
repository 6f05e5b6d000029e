import { readFileSync } from 'node:fs';

/** CPU time used so far, in seconds: by this process, by the server and by the whole machine (Linux's /proc). */
export interface CpuSample {
  at: number;
  bench: number;
  server?: number;
  machine?: number;
}

// /proc counts in USER_HZ, which is 100 on every Linux the project runs on.
const ticksPerSecond = 100;

function procSeconds(read: () => number): number | undefined {
  try {
    return read() / ticksPerSecond;
  } catch {
    return undefined;
  }
}

export function sampleCpu(serverPid: number): CpuSample {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    bench: (user + system) / 1e6,
    // utime and stime, the 14th and 15th fields; the name in parentheses (the 2nd) may hold spaces.
    server: procSeconds(() => {
      const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    }),
    // Every core's time but idle and iowait, from the first line: "cpu user nice system idle iowait irq softirq steal ...".
    machine: procSeconds(() => {
      const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
      const [user, nice, system, , , irq, softirq, steal] = times.map(Number);
      return user! + nice! + system! + irq! + softirq! + steal!;
    }),
  };
}

/**
 * Cores kept busy between two samples by this process (autocannon), by the server, and by everything else
 * (other processes, and the time a virtual machine's host took back), as "bench / server / other".
 */
export function coresBetween(start: CpuSample, end: CpuSample): string {
  const seconds = (end.at - start.at) / 1000;
  const bench = (end.bench - start.bench) / seconds;
  if (start.server === undefined || end.server === undefined || start.machine === undefined || end.machine === undefined) return bench.toFixed(1);
  const server = (end.server - start.server) / seconds;
  const other = Math.max(0, (end.machine - start.machine) / seconds - bench - server);
  return [bench, server, other].map((cores) => cores.toFixed(1)).join(' / ');
}
