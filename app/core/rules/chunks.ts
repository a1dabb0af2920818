/**
 * Rows per multi-row INSERT. SQLite compiles a multi-row INSERT (knex) into one compound SELECT
 * (`select ? union all select ? …`), limited to 500 terms (SQLITE_MAX_COMPOUND_SELECT): 501 rows
 * fail with "too many terms in compound SELECT". 400 stays clear of it on every driver and keeps
 * each statement's bound values (rows × columns) far below every driver's limit.
 */
export const INSERT_CHUNK = 400

/** `items` cut into consecutive slices of at most `size` (none for an empty list). */
export function chunks<T>(items: readonly T[], size: number = INSERT_CHUNK): T[][] {
  const step = Math.max(1, Math.floor(size))
  const slices: T[][] = []
  for (let start = 0; start < items.length; start += step) {
    slices.push(items.slice(start, start + step))
  }
  return slices
}
