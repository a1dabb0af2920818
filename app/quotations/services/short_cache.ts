/**
 * A value per key kept in this process's memory for `ttlMs`: the first caller after it expired
 * computes it again, and callers meanwhile wait for that same computation (no stampede). A
 * failed computation is not kept. Used for public figures that may be a minute old and say so
 * (the sales indicators' `generatedAt`).
 */
export class ShortCache<Value> {
  private entries = new Map<string, { expiresAt: number; value: Promise<Value> }>()

  constructor(private ttlMs: number) {}

  get(key: string, compute: () => Promise<Value>, now = Date.now()): Promise<Value> {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > now) return entry.value
    const value = compute()
    this.entries.set(key, { expiresAt: now + this.ttlMs, value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  /** Forgets every value (tests). */
  clear() {
    this.entries.clear()
  }
}
