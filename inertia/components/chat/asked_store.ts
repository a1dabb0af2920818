/**
 * `?preguntas={storeId}` (a store's question, as its notice links to the buyer's request page):
 * the store whose questions to open in 'Preguntas del vendedor' — or, when that store quoted
 * since, whose quotation block to bring into view. Null without it (or on the server).
 */
export function askedStoreId(): number | null {
  if (typeof window === 'undefined') return null
  const value = new URLSearchParams(window.location.search).get('preguntas') ?? ''
  return /^\d+$/.test(value) ? Number(value) : null
}
