import { DateTime } from 'luxon'

/** A timestamp read with the query builder: a Date on MySQL, UTC SQL text on SQLite. */
export function isoOfSqlTime(value: Date | string | null): string | null {
  if (!value) return null
  if (value instanceof Date) return value.toISOString()
  return DateTime.fromSQL(value, { zone: 'utc' }).toISO()
}
