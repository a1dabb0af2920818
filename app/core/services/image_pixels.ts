import sharp from 'sharp'
import { BusinessError } from '#core/errors'

/**
 * The most pixels an image sent by anybody may announce: 40 megapixels (e.g. 8000 × 5000, more
 * than any phone camera). A small file can announce far more (a solid-colour PNG of
 * 16000 × 16000 is about 30 KB) and decode into gigabytes: a pixel flood.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

export const IMAGE_TOO_LARGE_MESSAGE =
  'La imagen es demasiado grande: el máximo es de 40 megapíxeles (por ejemplo, 8000 × 5000 píxeles).'

/**
 * The one rule of every image entry point (request photos and product photos through
 * POST /api/uploads/image, infraction evidence, chat attachments): the dimensions are read from
 * the file's header (sharp's `metadata()` decodes no pixel) and an image announcing more than
 * MAX_IMAGE_PIXELS is refused with a 422 on `field`, before anything decodes it. The pipeline
 * that then decodes it (recompressImage) carries the same limit as `limitInputPixels`.
 *
 * Answers quietly when the header cannot be read: the decoding step refuses that file with its
 * own message ('No se pudo cargar…').
 */
export async function refuseImageOverPixelLimit(input: string | Buffer, field: string) {
  let pixels: number
  try {
    // no limit here: this reads the header only, and the limit is checked right below
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata()
    pixels = width * height
  } catch {
    return
  }
  if (pixels > MAX_IMAGE_PIXELS) throw new BusinessError(IMAGE_TOO_LARGE_MESSAGE, 422, {}, field)
}
