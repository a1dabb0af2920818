/**
 * The satisfaction score (doc 2 §2 "Satisfaction score gauge", §3 "Rating aggregate", issue 22
 * item 2), pure and shared by the server (store page, reports API) and the pages (the gauge,
 * `@rules/quotations/rules/nps_scores`):
 *
 * - a rating is a score 0–10: promoters 9–10, passives 7–8, detractors 0–6;
 * - NPS = (promoters − detractors) ÷ total × 100, rounded to the nearest whole number (the
 *   spec's bands are whole numbers: 30.5 would fall between 'Buena' and 'Muy Buena'); halves
 *   round up (Math.round: 12.5 → 13, −12.5 → −12). No ratings: no score (null), the gauge says
 *   there are none yet instead of showing 0 ('Buena');
 * - bands: Negativa −100 to −1, Buena 0 to 30, Muy Buena 31 to 70, Excelente 71 to 100.
 *
 * It lives in the quotations module because the store's public page (a quotations controller)
 * shows it and quotations may not import the reports module, which owns the ratings API.
 */
export const NPS_MIN_SCORE = 0
export const NPS_MAX_SCORE = 10
export const NPS_PROMOTER_MIN = 9
export const NPS_DETRACTOR_MAX = 6

/**
 * The query flag of the buyer's page of a delivered order that opens its rating at once
 * (`/{product}Go/compras/{id}?calificar=1`, the delivered notice's link).
 */
export const NPS_RATE_QUERY = 'calificar'

export type NpsCategory = 'promoter' | 'passive' | 'detractor'

export function npsCategory(score: number): NpsCategory {
  if (score >= NPS_PROMOTER_MIN) return 'promoter'
  if (score <= NPS_DETRACTOR_MAX) return 'detractor'
  return 'passive'
}

/** The ratings aggregate (doc 2 §3: totalCount.total, totalPromotersRating, totalDetractorsRating). */
export type NpsCounts = {
  total: number
  promoters: number
  detractors: number
}

/** NPS of the counts, −100..100, a whole number; null without ratings. */
export function npsScore({ total, promoters, detractors }: NpsCounts): number | null {
  if (!total || total <= 0) return null
  const value = Math.round(((promoters - detractors) / total) * 100)
  // Math.round(-0.4) is -0: answer a plain 0.
  return Math.max(-100, Math.min(100, value)) + 0
}

export type NpsBandLabel = 'Negativa' | 'Buena' | 'Muy Buena' | 'Excelente'

export interface NpsBand {
  label: NpsBandLabel
  from: number
  to: number
  /** Mantine colour of the band on the gauge. */
  color: string
}

/** The gauge's bands, from −100 to 100, in order. */
export const NPS_BANDS: readonly NpsBand[] = [
  { label: 'Negativa', from: -100, to: -1, color: 'red' },
  { label: 'Buena', from: 0, to: 30, color: 'yellow' },
  { label: 'Muy Buena', from: 31, to: 70, color: 'lime' },
  { label: 'Excelente', from: 71, to: 100, color: 'green' },
]

/** The band of a score (rounded first, so a fractional value never falls between two). */
export function npsBand(nps: number): NpsBand {
  const value = Math.max(-100, Math.min(100, Math.round(nps)))
  return NPS_BANDS.find((band) => value >= band.from && value <= band.to) ?? NPS_BANDS[0]
}

/**
 * The store's satisfaction as the pages and the API answer it (a type, not an interface: a page
 * prop must be a JSON record for the server renderer's typing).
 */
export type NpsSummary = NpsCounts & {
  passives: number
  nps: number | null
  band: NpsBandLabel | null
}

export function npsSummary(counts: NpsCounts): NpsSummary {
  const nps = npsScore(counts)
  return {
    ...counts,
    passives: Math.max(0, counts.total - counts.promoters - counts.detractors),
    nps,
    band: nps === null ? null : npsBand(nps).label,
  }
}
