/**
 * Store integration tokens (issue 24 item 3; app/users/services/store_token_gate.ts).
 *
 * - `callsPerMinute`: calls each store token may make per minute (its own limiter key, per token
 *   id: another token of the same store is unaffected). Beyond it the call answers 429 with
 *   Retry-After. Tests lower it with `app.config.set('store_tokens.callsPerMinute', n)`.
 * - `callLogRetentionDays`: the call log (`store_token_calls`) keeps this many days; older rows
 *   are removed in bounded batches while new calls are logged (StoreTokenCallLog.prune).
 */
const storeTokensConfig = {
  callsPerMinute: 600,
  callLogRetentionDays: 30,
}

export default storeTokensConfig
