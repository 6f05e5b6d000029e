/** Collects query parameters and hands out their `$n` placeholders, so SQL text never holds a value. */
export function sqlParams() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
