import { useEffect, useState } from 'react'
import { IMAGE_ID_MAX_LENGTH, normalizeReference } from '@rules/stores/rules/product_image_rules'
import {
  lookupProductImages,
  type ProductImage,
} from '~/components/stores/product_photos/product_photo_api'

/** Doc 3 §9: image lookups wait 350 ms after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 350

/**
 * The store's product images for the reference being typed in the product form ("Product
 * registration image: lookup by reference and store id", doc 3 §7), 350 ms after the last
 * change; an earlier answer still on its way is dropped. A reference with no characters, with a
 * comma, or longer than a part number (16) is not looked up: it finds nothing. `replace` and
 * `remove` keep the list in step after the photo form saves or deletes one.
 */
export function useProductImageLookup(reference: string) {
  const wanted = normalizeReference(reference)
  const searchable = !!wanted && wanted.length <= IMAGE_ID_MAX_LENGTH && !wanted.includes(',')
  /** The last answer, for the reference it answers: a stale one shows nothing. */
  const [result, setResult] = useState<{ reference: string; images: ProductImage[] }>({
    reference: '',
    images: [],
  })
  const images = searchable && result.reference === wanted ? result.images : []
  const setImages = (change: (list: ProductImage[]) => ProductImage[]) =>
    setResult((current) => ({ ...current, images: change(current.images) }))

  useEffect(() => {
    if (!searchable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void lookupProductImages(wanted, controller.signal).then((found) => {
        if (!controller.signal.aborted && found) setResult({ reference: wanted, images: found })
      })
    }, LOOKUP_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted, searchable])

  /** The image whose main part number is the reference (its photo form opens in edit mode). */
  const own = images.find((image) => image.image_id === wanted) ?? null

  return {
    images,
    own,
    replace: (saved: ProductImage) =>
      setImages((list) => [saved, ...list.filter((image) => image.id !== saved.id)]),
    remove: (id: number) => setImages((list) => list.filter((image) => image.id !== id)),
  }
}
