/**
 * Text for accent- and case-insensitive search that behaves the same on SQLite and MySQL:
 * lower case, accents removed, spaces folded ("Medellín, Antioquia" → "medellin, antioquia").
 */
export function searchText(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A LIKE pattern for `searchText` columns. The LIKE wildcards and backslashes of the input are
 * dropped (SQLite and MySQL escape them differently; nobody searches a city by "%").
 */
export function likePattern(value: string) {
  return `%${searchTerm(value)}%`
}

/** `searchText` of a search box without the LIKE wildcards and backslashes ("León_%" → "leon"). */
export function searchTerm(value: string) {
  return searchText(value).replace(/[\\%_]/g, '')
}

/** The SQLite function `search_fold(text)` = `searchText(text)`, registered on each connection. */
export const SEARCH_FOLD_FUNCTION = 'search_fold'

/**
 * The SQL of `column` compared the way `searchText` folds text, for `LIKE likePattern(…)`:
 * on SQLite through `search_fold` (its LIKE ignores the case of ASCII letters only); on MySQL /
 * MariaDB the column itself, whose utf8mb4 `_ci` collation already ignores case and accents.
 * `column` is a name written in the code, never user input.
 */
export function foldedColumn(dialect: string, column: string) {
  return dialect.includes('sqlite') ? `${SEARCH_FOLD_FUNCTION}(${column})` : column
}

/**
 * The words of a search box, folded, without LIKE wildcards, each once, at most `max`
 * ("Batería  Medellín" → ["bateria", "medellin"]).
 */
export function searchWords(value: string, max = 5) {
  const words = searchText(value)
    .replace(/[\\%_]/g, '')
    .split(' ')
    .filter((word) => word.length > 0)
  return [...new Set(words)].slice(0, max)
}
