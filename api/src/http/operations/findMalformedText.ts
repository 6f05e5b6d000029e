/**
 * The path of the first string in `value` that is not well-formed Unicode or holds a NUL
 * (PostgreSQL stores neither), or null. Paths look like `email` or `items.0.name`.
 */
export function findMalformedText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findMalformedText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findMalformedText(key, [...path, key]) ?? findMalformedText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
