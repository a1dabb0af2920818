/**
 * A report's rows read in keyset chunks for its Excel export (rules/export_source.ts): `fetch`
 * reads the chunk after a key (null for the first), at most `size` rows in key order; the next
 * chunk is already being read while the current one is written (one chunk ahead, never more), so
 * the database and the writer work side by side and memory holds two chunks at most.
 */
export async function* keysetRows<Row, Key>(
  fetch: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 1000
): AsyncGenerator<Row> {
  // a chunk read ahead and never awaited (the reader stopped) must not reject unhandled
  const ahead = (after: Key | null) => {
    const chunk = fetch(after, size)
    chunk.catch(() => undefined)
    return chunk
  }
  let next: Promise<Row[]> | null = ahead(null)
  while (next) {
    const chunk: Row[] = await next
    next = chunk.length === size ? ahead(keyOf(chunk[chunk.length - 1])) : null
    yield* chunk
  }
}
