/** Left-aligns the first `leftColumns` columns (the labels) and right-aligns the others, padded to the widest cell. */
export function formatTable(rows: readonly (readonly string[])[], leftColumns = 1): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
