/**
 * Which seller (adviser) a discard records (doc 2 §4 "Discard flow", §5, §6; doc 1 §6):
 *
 * - an adviser given that is not an active adviser of the store → 'invalid' (422);
 * - the caller is an adviser of the store (storeByAdviser) → always the caller's own record,
 *   whatever was sent (the picker is limited to them);
 * - the store has no advisers → none;
 * - the store has exactly one → that one when none was chosen (auto-chosen);
 * - two or more → the one chosen, else 'required' ('Selecciona un vendedor').
 */
export type AdviserChoice = { adviserId: number | null } | { error: 'required' | 'invalid' }

export interface AdviserChoiceInput {
  /** Active advisers of the store. */
  storeAdviserIds: number[]
  /** The caller's own adviser record, when the caller advises the store. */
  callerAdviserId: number | null
  /** The adviser sent with the discard. */
  given: number | null | undefined
}

export function chooseAdviser({
  storeAdviserIds,
  callerAdviserId,
  given,
}: AdviserChoiceInput): AdviserChoice {
  const chosen = given ?? null
  if (chosen !== null && !storeAdviserIds.includes(chosen)) return { error: 'invalid' }
  if (callerAdviserId !== null) return { adviserId: callerAdviserId }
  if (storeAdviserIds.length === 0) return { adviserId: null }
  if (chosen !== null) return { adviserId: chosen }
  if (storeAdviserIds.length === 1) return { adviserId: storeAdviserIds[0] }
  return { error: 'required' }
}

/** Whether the seller field is required of this caller (the validator's `adviserRequired`). */
export function adviserRequired(storeAdviserIds: number[], callerAdviserId: number | null) {
  return callerAdviserId === null && storeAdviserIds.length >= 2
}
