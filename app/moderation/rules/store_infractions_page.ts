/**
 * The store's infractions page (issue 21): its path, and how one infraction is shown. Pure:
 * shared with the listener (the notice's link) and the page.
 */

/** `/tienda/{storeUrl}/infracciones?infraccion={id}`: the page, the announced one highlighted. */
export function storeInfractionsPath(storeUrl: string, infractionId?: number | null) {
  const base = `/tienda/${storeUrl}/infracciones`
  return infractionId ? `${base}?infraccion=${infractionId}` : base
}

/** The query parameter naming the infraction to highlight. */
export const HIGHLIGHT_PARAM = 'infraccion'

const TITLES = {
  quotation: 'Cotización',
  request: 'Solicitud de cotización',
  order: 'Pedido',
} as const

/** 'Cotización Nº CT-000123' (a row's title). */
export function transactionTitle(kind: keyof typeof TITLES, code: string | null) {
  return code ? `${TITLES[kind]} Nº ${code}` : TITLES[kind]
}

export interface StoreInfractionRow {
  id: number
  typeLabel: string
  detail: string
  /** 'Cotización Nº CT-000123' (what the infraction is about). */
  transaction: string
  createdAt: string
}
