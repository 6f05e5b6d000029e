/**
 * Collects query parameters and hands out their `$n` placeholders, so SQL text never holds a value. Given the
 * parameters of a query already built, it numbers on from them.
 */
export function sqlParams(before: readonly unknown[] = []) {
  const values: unknown[] = [...before];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
