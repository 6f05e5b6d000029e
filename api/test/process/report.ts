/** Prints a line even when Vitest hides the console output of passing tests: these figures are the point of the run. */
export function report(line: string): void {
  process.stdout.write(`${line}\n`);
}
