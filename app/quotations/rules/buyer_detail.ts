import { whatsappLink } from './vendor_detail.js'

/**
 * Pure rules of the buyer's detail page of one request (doc 3 §2.5, §2.3), shared by the server
 * (what the props say) and the pages. No server imports here.
 */

export { quotationsCountLinks } from './buyer_list_links.js'

/**
 * NPS ratings are scores 0–10 (nps_ratings.score); the buyer sees stars out of 5: the score
 * halved, to half a star.
 */
export function starsOfScore(score: number) {
  return Math.round(Math.max(0, Math.min(10, score))) / 2
}

/** The average of the scores as stars out of 5, to one decimal; null without ratings. */
export function averageStars(averageScore: number | null, count: number) {
  if (!count || averageScore === null || !Number.isFinite(averageScore)) return null
  return Math.round((Math.max(0, Math.min(10, averageScore)) / 2) * 10) / 10
}

/**
 * 'Contactar vendedor' (doc 3 §2.3): the store's WhatsApp with a prefilled message that names
 * the quotation and the request, or null when the store has no mobile number.
 */
export function contactVendorLink(input: {
  mobile: string | null | undefined
  phonePrefix: string
  productName: string
  quotationCode: string
  requestCode: string
}) {
  const link = whatsappLink(input.mobile, input.phonePrefix)
  if (!link) return null
  const text =
    `Hola, te escribo desde ${input.productName} por la cotización ${input.quotationCode} ` +
    `de mi solicitud ${input.requestCode}.`
  return `${link}?text=${encodeURIComponent(text)}`
}
