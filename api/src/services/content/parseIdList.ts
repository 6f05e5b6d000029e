import { isRowId } from './isRowId.ts';

/**
 * '3, 1,3' → [1, 3]: a WpIdList's ids, sorted and without repeats so equal filters share a cache entry.
 * Undefined when no list was given. Ids too large for the integer columns cannot match, so they are dropped
 * here rather than failing the cast in SQL.
 */
export function parseIdList(value: string | undefined): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ids = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter(isRowId);
  return [...new Set(ids)].sort((a, b) => a - b);
}
