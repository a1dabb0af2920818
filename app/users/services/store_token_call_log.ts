import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'

export interface StoreTokenCall {
  storeId: number
  tokenId: number
  method: string
  routeName: string | null
  path: string
  status: number
  durationMs: number
}

/** Rows removed per pruning round, at most: the prune never holds a call's log write long. */
const PRUNE_BATCH = 500

/** Every how many logged calls (by the new row's id) the old rows of that store are pruned. */
const PRUNE_EVERY = 50

/**
 * The store tokens' call log (`store_token_calls`, issue 24 item 3): one row per call a store
 * token makes, written after its answer has left (StoreTokenGate listens to the response's
 * `close`), so the answer never waits on it, and a failed write is only logged: it never fails
 * the call.
 *
 * Retention: rows older than `store_tokens.callLogRetentionDays` (30) are removed by a bounded
 * delete on insert: every PRUNE_EVERY-th row (by id) removes up to PRUNE_BATCH of the store's
 * expired rows (ids read first, then deleted by id: a portable bounded delete on SQLite and
 * MariaDB alike). A store that makes calls keeps its log pruned; a store that stopped calling
 * keeps at most its last 30 days plus the rows it wrote before stopping, which nobody adds to.
 */
class StoreTokenCallLog {
  #pending = new Set<Promise<void>>()

  /** Queues the row's write; answers at once. */
  record(call: StoreTokenCall) {
    const write = this.#write(call)
      .catch((error) => logger.warn({ err: error, call }, 'store token call not logged'))
      .finally(() => this.#pending.delete(write))
    this.#pending.add(write)
  }

  /** Resolves when every queued write ended (tests; a graceful shutdown). */
  async settled() {
    while (this.#pending.size > 0) await Promise.all([...this.#pending])
  }

  async #write(call: StoreTokenCall) {
    const [inserted] = await db
      .table('store_token_calls')
      .insert({
        store_id: call.storeId,
        token_id: call.tokenId,
        method: call.method.slice(0, 10),
        route_name: call.routeName?.slice(0, 120) ?? null,
        path: call.path.slice(0, 500),
        status: call.status,
        duration_ms: Math.max(0, Math.round(call.durationMs)),
        created_at: new Date(),
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' && inserted !== null ? inserted.id : inserted)
    if (id % PRUNE_EVERY === 0) await this.prune(call.storeId)
  }

  /** Removes up to PRUNE_BATCH of the store's rows older than the retention; answers how many. */
  async prune(storeId: number, now = new Date()) {
    const days = app.config.get<number>('store_tokens.callLogRetentionDays', 30)
    const before = new Date(now.getTime() - days * 86_400_000)
    const old = await db
      .from('store_token_calls')
      .where('store_id', storeId)
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(PRUNE_BATCH)
      .select('id')
    if (old.length === 0) return 0
    await db
      .from('store_token_calls')
      .whereIn(
        'id',
        old.map((row) => row.id)
      )
      .delete()
    return old.length
  }
}

const storeTokenCallLog = new StoreTokenCallLog()
export default storeTokenCallLog
