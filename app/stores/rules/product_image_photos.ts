import { IMAGE_FIELDS, type ImageField } from '#stores/rules/product_image_rules'

/** image_1 … image_5 as a form or a record holds them (null or absent: no photo). */
export type PhotoSlots = Partial<Record<ImageField, string | null | undefined>>

/**
 * The photos in order with the gaps closed ("image_1, image_3" → image_1, image_2): the first
 * one is always the product's main photo. Pure.
 */
export function compactPhotos(slots: PhotoSlots): Record<ImageField, string | null> {
  const photos = IMAGE_FIELDS.map((field) => slots[field]).filter(
    (photo): photo is string => typeof photo === 'string' && photo !== ''
  )
  return Object.fromEntries(
    IMAGE_FIELDS.map((field, index) => [field, photos[index] ?? null])
  ) as Record<ImageField, string | null>
}
