import type { QuotationValues } from './quotation_values'

/**
 * The local draft of a quotation (doc 3 §3 "Local draft"): what the vendor typed, kept in
 * localStorage per request, store and quotation (0 for a new one), so a reload or a closed tab
 * loses nothing. Restored when the form opens again, cleared once sent or saved.
 */
const PREFIX = 'quotationDraft'
const VERSION = 1

export interface DraftKey {
  requestId: number
  storeId: number
  /** 0 for a new quotation. */
  quotationId: number
}

interface StoredDraft {
  version: number
  savedAt: string
  values: QuotationValues
}

export function draftKey({ requestId, storeId, quotationId }: DraftKey) {
  return `${PREFIX}:${requestId}:${storeId}:${quotationId}`
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function looksLikeValues(value: unknown): value is QuotationValues {
  const values = value as QuotationValues | null
  return (
    !!values &&
    Array.isArray(values.items) &&
    typeof values.valid_until === 'string' &&
    typeof values.observations === 'string' &&
    typeof values.shipping_cost === 'string'
  )
}

/** The stored draft, or null (none, another version, or unreadable). */
export function loadDraft(key: DraftKey): QuotationValues | null {
  const raw = storage()?.getItem(draftKey(key))
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as StoredDraft
    return parsed.version === VERSION && looksLikeValues(parsed.values) ? parsed.values : null
  } catch {
    return null
  }
}

export function saveDraft(key: DraftKey, values: QuotationValues) {
  const draft: StoredDraft = { version: VERSION, savedAt: new Date().toISOString(), values }
  try {
    storage()?.setItem(draftKey(key), JSON.stringify(draft))
  } catch {
    // a full or blocked storage only loses the draft
  }
}

export function clearDraft(key: DraftKey) {
  storage()?.removeItem(draftKey(key))
}
