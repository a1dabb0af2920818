/** A unique index refused the insert (SQLite or MySQL/MariaDB): a concurrent duplicate. */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code ?? ''
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE')
}
