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
  return `%${searchText(value).replace(/[\\%_]/g, '')}%`
}
