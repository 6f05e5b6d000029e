/**
 * A number a bench reads from the environment (BENCH_CONNECTIONS, BENCH_DURATION …): `fallback` when unset or empty;
 * throws, naming the variable, when it is not a number of at least `least` (or not a whole one where `whole` says so).
 */
export function numberSetting(name: string, fallback: number, { least, whole = false }: { least: number; whole?: boolean }): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value < least || (whole && !Number.isInteger(value))) {
    throw new Error(`${name}: ${whole ? 'a whole number' : 'a number'} of at least ${least} (got ${process.env[name]})`);
  }
  return value;
}
