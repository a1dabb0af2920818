import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { BusinessError } from '#core/errors'
import { MAX_IMAGE_PIXELS, refuseImageOverPixelLimit } from '#core/services/image_pixels'

export const UPLOAD_FOLDERS = {
  detail: 'quotation-details',
  property_card: 'property-cards',
  product_image: 'product-images',
} as const
export type UploadPurpose = keyof typeof UPLOAD_FOLDERS

/** Longest side kept for uploaded photos. */
const MAX_SIDE = 1600

/**
 * The photo pipeline of every upload that keeps an image (request photos, product images, chat
 * attachments, infraction evidence): EXIF orientation applied, at most 1600 px on the longest
 * side, WebP at 50 % quality (doc 1 §5); evidence keeps 2000 px at 80 % (it must stay legible).
 * sharp reads one page unless told otherwise, so an animated GIF or WebP keeps only its first
 * frame. The entry points refuse a pixel flood first with a Spanish message
 * (refuseImageOverPixelLimit); `limitInputPixels` holds the same limit here, before decoding,
 * for any other caller. Rejects with sharp's error when the input is not an image sharp can
 * decode.
 */
export function recompressImage(
  input: string | Buffer,
  options: { maxSide?: number; quality?: number } = {}
) {
  const side = options.maxSide ?? MAX_SIDE
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: options.quality ?? 50 })
    .toBuffer()
}

/**
 * Stores an uploaded photo on the configured disk (local or S3): resized to at most 1600 px,
 * re-encoded as WebP at 50 % quality (doc 1 §5 "images recompressed at 50 percent quality").
 * Records who received the key (`uploads`). Answers the file's key and public URL.
 */
export default class StoreUploadedImage {
  async handle(file: MultipartFile, purpose: UploadPurpose, userId: number | null = null) {
    if (!file.tmpPath) throw new BusinessError('No se pudo cargar la imagen', 422, {}, 'file')
    await refuseImageOverPixelLimit(file.tmpPath, 'file')
    let buffer: Buffer
    try {
      buffer = await recompressImage(file.tmpPath)
    } catch {
      throw new BusinessError('No se pudo cargar la imagen', 422, {}, 'file')
    }
    const key = `${UPLOAD_FOLDERS[purpose]}/${randomUUID()}.webp`
    await keepUploadedImage(buffer, { key, purpose, userId })
    return { path: key, url: await drive.use().getUrl(key) }
  }
}

/**
 * Puts a recompressed image (recompressImage) on the disk under `key` and records who received
 * the key (`uploads`), with the given client (the demo seed writes inside its transaction).
 */
export async function keepUploadedImage(
  buffer: Buffer,
  input: {
    key: string
    purpose: UploadPurpose
    userId: number | null
    client?: Pick<typeof db, 'table'>
  }
) {
  await drive.use().put(input.key, buffer, { contentType: 'image/webp' })
  await (input.client ?? db).table('uploads').insert({
    key: input.key,
    purpose: input.purpose,
    user_id: input.userId,
    created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
  })
  return input.key
}
