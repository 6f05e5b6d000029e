import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the server's command-line tools (`src/cli/<name>.ts`) as an operator runs it, in `cwd`, with the given
 * variables over this process' own (less INIT_CWD, which would send it to the folder npm was started in).
 */
export function runCli(name: string, args: string[], { cwd, env }: { cwd: string; env: Record<string, string> }): Promise<CliResult> {
  const script = fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));
  const { INIT_CWD: _initCwd, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd, env: { ...inherited, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** External programs (pg_dump, pg_restore) the same way; rejects with their stderr when they fail. */
export function runProgram(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${program} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}
