import type { Data } from '@generated/data'
import { IMAGE_FIELDS } from '@rules/stores/rules/product_image_rules'
import {
  api,
  errorMessage,
  GENERIC_ERROR,
  xsrfToken,
  type ApiError,
  type ApiResponse,
} from '~/lib/http'
import { urlFor } from '~/lib/routes'

/** A store's product image as the server answers it (app/stores/transformers/…). */
export type ProductImage = Data.Stores.ProductImage

/** The form's values: the photos as upload keys, the main one first. */
export interface ProductPhotoValues {
  image_id: string
  name: string
  equivalences: string
  images: string[]
}

/** The image's size in pixels, read by the browser before anything is sent. */
export function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const image = new window.Image()
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
      URL.revokeObjectURL(url)
    }
    image.onerror = () => {
      resolve(null)
      URL.revokeObjectURL(url)
    }
    image.src = url
  })
}

/** POST /api/uploads/image for a product photo: the stored key and its URL, or the message. */
export async function uploadPhoto(
  file: File
): Promise<{ key: string; url: string } | { error: string }> {
  const body = new FormData()
  body.append('file', file)
  body.append('purpose', 'product_image')
  try {
    const response = await fetch(urlFor('api.uploads.image'), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    })
    const payload = await response.json().catch(() => ({ message: GENERIC_ERROR }))
    if (response.ok) return { key: payload.data.path, url: payload.data.url }
    return { error: errorMessage({ ok: false, status: response.status, body: payload }) }
  } catch {
    return { error: GENERIC_ERROR }
  }
}

/**
 * Saves the form: POST /api/catalogo/images without a record, PATCH …/{id} with one (every
 * field sent; no photo left sends `image_1: null`, which deletes the registration).
 */
export function saveProductImage(values: ProductPhotoValues, existing: ProductImage | null) {
  const body: Record<string, string | null> = {
    image_id: values.image_id.trim(),
    name: values.name.trim(),
    equivalences: values.equivalences.trim() || null,
  }
  IMAGE_FIELDS.forEach((field, index) => {
    body[field] = values.images[index] ?? null
  })
  return existing
    ? api('PATCH', urlFor('api.productImages.update', { id: existing.id }), body)
    : api('POST', urlFor('api.productImages.store'), body)
}

/** GET /api/catalogo/images/productRegistrationImage: the store's images for a reference. */
export async function lookupProductImages(reference: string, signal?: AbortSignal) {
  const response: ApiResponse<{ data: ProductImage[] }> = await api(
    'GET',
    urlFor('api.productImages.lookup', {}, { qs: { references: reference } }),
    undefined,
    { signal }
  )
  return response.ok ? (response.body.data ?? []) : null
}

/** Every message of a refused save, for the bulleted list (doc 1 §8). */
export function errorList(response: ApiResponse): string[] {
  const messages: string[] = (response.body.errors ?? []).map((error: ApiError) => error.message)
  return messages.length > 0 ? [...new Set(messages)] : [errorMessage(response)]
}

/** A page of the store's photos (api.productImages.index, pages from 1 there). */
export interface StorePhotosPage {
  data: ProductImage[]
  metadata: { count: number; page: number; pageSize: number }
}

/** GET /api/catalogo/images/storeImages: `page` zero-based here, as PaginationControl counts. */
export function listStorePhotos(search: string, page: number, pageSize: number) {
  const qs = { search: search.trim() || undefined, page: page + 1, pageSize }
  return api<StorePhotosPage>('GET', urlFor('api.productImages.index', {}, { qs }))
}

/** DELETE /api/catalogo/images/{id}. */
export function deleteProductImage(id: number) {
  return api('DELETE', urlFor('api.productImages.destroy', { id }))
}

/** The Excel report of the store's photos with the same search (api.productImages.report). */
export function storePhotosReportUrl(search: string) {
  return urlFor('api.productImages.report', {}, { qs: { search: search.trim() || undefined } })
}

/** A photo this user uploaded before (api.productImages.myUploads). */
export interface MyPhoto {
  key: string
  url: string
}

/** GET /api/catalogo/images/myUploads: `page` zero-based here. */
export function listMyPhotos(page: number) {
  return api<{ data: MyPhoto[]; metadata: { count: number; pageSize: number } }>(
    'GET',
    urlFor('api.productImages.myUploads', {}, { qs: { page: page + 1 } })
  )
}
