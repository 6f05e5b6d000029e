/**
 * One SVG path for a QR code's dark modules, one unit per module: each run of dark modules in a row is a
 * single rectangle, which keeps the path short (a few kilobytes for an otpauth URI, not one square each).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const runs: string[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x];
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
        start = -1;
      }
    }
  });
  return runs.join('');
}
