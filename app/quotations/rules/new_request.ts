/**
 * `isNewQuotationRequest` of the vendor rows (doc 2 §3, §7). The spec names the flag but not its
 * rule; ours:
 *
 *   A request is NEW for a store while it is less than 60 minutes old (the response promise
 *   the buyer was given, doc 2 §1 and §9) AND the store has not touched it yet: no process
 *   observation ('Marcar en proceso') of that store on it.
 *
 * Discarded or quoted requests are not in Pendientes any more, so "not touched" only needs the
 * process observation, which the list preloads for the store in one query (no N+1, nothing to
 * store per visit). A staff viewer without a store sees the age rule alone.
 */
export const NEW_REQUEST_MINUTES = 60

export function isNewQuotationRequest(
  request: { createdAt: Date | number; inProcess: boolean },
  now: Date | number = Date.now()
) {
  const created = typeof request.createdAt === 'number' ? request.createdAt : +request.createdAt
  const age = +now - created
  return !request.inProcess && age < NEW_REQUEST_MINUTES * 60 * 1000
}
