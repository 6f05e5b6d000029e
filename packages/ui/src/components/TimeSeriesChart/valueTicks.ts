/**
 * The y axis' ticks: 0 and round steps (1, 2 or 5 times a power of ten, never below 1 since the figures are counts),
 * about `count` of them, the last at or above `highest` so that no line rises past the top labelled value.
 */
export function valueTicks(highest: number, count = 4): number[] {
  // A value that is not a number (a day the API left out) must not break the axis.
  const top = Number.isFinite(highest) ? Math.max(highest, 1) : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  const steps = Math.ceil(top / step);
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}
