const maxInt4 = 2_147_483_647;

/**
 * Whether an id can name a row: the content tables' ids are PostgreSQL integers, so a larger number names
 * nothing and is answered as missing rather than failing the cast in SQL.
 */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id <= maxInt4;
}
