/**
 * "Logged-in buyer: … own request list with close" (doc 2 §6, §4): only the buyer who made a
 * request closes it, and only while it is open. Pure, so that QuotationRequestPolicy.close and
 * each row's `can_close` of the buyer list say the same.
 *
 * Answers why the close is refused — `notOwner` (403), `closed` or `expired` (400) — or null
 * when this user may close it now.
 */
export type CloseRefusal = 'notOwner' | 'closed' | 'expired'

export function closeRefusal(
  userId: number,
  request: { userId: number; isClosed: boolean; isExpired: boolean }
): CloseRefusal | null {
  if (request.userId !== userId) return 'notOwner'
  if (request.isClosed) return 'closed'
  if (request.isExpired) return 'expired'
  return null
}
