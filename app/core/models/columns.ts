import { column } from '@adonisjs/lucid/orm'

/**
 * SQLite and MySQL both hand booleans back as 0/1: read them as booleans.
 */
export const booleanColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    consume: (value: unknown) =>
      value === null || value === undefined ? value : Boolean(Number(value)),
  })

/**
 * DECIMAL money columns come back as strings in MySQL and numbers in SQLite: read them as
 * numbers (two decimals), write them as given. Money is never stored as FLOAT.
 */
export const decimalColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    consume: (value: unknown) => (value === null || value === undefined ? null : Number(value)),
  })

/**
 * JSON stored in a TEXT column (works the same on SQLite and MySQL).
 */
export const jsonColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    prepare: (value: unknown) =>
      value === null || value === undefined ? null : JSON.stringify(value),
    consume: (value: unknown) =>
      value === null || value === undefined
        ? null
        : typeof value === 'string'
          ? JSON.parse(value)
          : value,
  })
