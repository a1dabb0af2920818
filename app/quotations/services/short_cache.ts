/**
 * A value per key kept in this process's memory, fresh for `ttlMs`. The first call computes it
 * and waits; after that callers never wait: once the value is older than `ttlMs` the next call
 * starts one computation in the background and gets the value it has meanwhile (stale while it
 * revalidates), so a slow computation over a large table never holds the callers up. A failed
 * computation is forgotten (the old value stays). Used for public figures that may be a minute
 * old and say so (the sales indicators' `generatedAt`).
 */
export class ShortCache<Value> {
  private entries = new Map<
    string,
    { freshUntil: number; value: Promise<Value>; refreshing: boolean }
  >()

  constructor(private ttlMs: number) {}

  get(key: string, compute: () => Promise<Value>, now = Date.now()): Promise<Value> {
    const entry = this.entries.get(key)
    if (!entry) {
      const value = compute()
      this.entries.set(key, { freshUntil: now + this.ttlMs, value, refreshing: false })
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key)
      })
      return value
    }
    if (entry.freshUntil <= now && !entry.refreshing) {
      entry.refreshing = true
      compute().then(
        (fresh) => {
          this.entries.set(key, {
            freshUntil: Date.now() + this.ttlMs,
            value: Promise.resolve(fresh),
            refreshing: false,
          })
        },
        () => {
          entry.refreshing = false
        }
      )
    }
    return entry.value
  }

  /** Forgets every value (tests). */
  clear() {
    this.entries.clear()
  }
}
