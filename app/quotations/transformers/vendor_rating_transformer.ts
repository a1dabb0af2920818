import { BaseTransformer } from '@adonisjs/core/transformers'
import type NpsRating from '#quotations/models/nps_rating'
import { starsOfScore } from '#quotations/rules/buyer_detail'

/**
 * "Ana Gómez Ruiz" → "Ana G.": the ratings modal names the rater without telling other buyers
 * who they are; 'Comprador' when the name is unknown.
 */
export function raterName(fullName: string | null | undefined) {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'Comprador'
  return words.length === 1 ? words[0] : `${words[0]} ${words[1].charAt(0).toUpperCase()}.`
}

/**
 * One rating of a store in the ratings modal (GET /api/{product}Go/vendorRatings/{storeId}):
 * the NPS score (0–10) and the same as stars out of 5, the comment, the date and the rater's
 * short name.
 */
export default class VendorRatingTransformer extends BaseTransformer<NpsRating> {
  toObject() {
    const rating = this.resource
    return {
      id: rating.id,
      score: rating.score,
      stars: starsOfScore(rating.score),
      comment: rating.comment,
      created_at: rating.createdAt.toISO()!,
      author: raterName(rating.user?.fullName),
    }
  }
}
