import { test } from '@japa/runner'
import { recompressImage } from '#core/actions/store_uploaded_image'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_PIXELS,
  refuseImageOverPixelLimit,
} from '#core/services/image_pixels'
import { BusinessError } from '#core/errors'
import { blackPng } from '#tests/helpers/pixel_flood'

/** The refusal `promise` ends with, or null when it resolves. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
    return null
  } catch (error) {
    return error
  }
}

test.group('The image pixel limit (refuseImageOverPixelLimit)', () => {
  test('40 megapixels pass; one row of pixels more is refused with a Spanish 422', async ({
    assert,
  }) => {
    assert.equal(MAX_IMAGE_PIXELS, 8000 * 5000)
    assert.isNull(await refusal(refuseImageOverPixelLimit(blackPng(8000, 5000), 'file')))
    const error = await refusal(refuseImageOverPixelLimit(blackPng(8000, 5001), 'file'))
    assert.instanceOf(error, BusinessError)
    assert.containsSubset(error, { message: IMAGE_TOO_LARGE_MESSAGE, status: 422, field: 'file' })
    const flood = await refusal(refuseImageOverPixelLimit(blackPng(), 'attached_file'))
    assert.containsSubset(flood, { message: IMAGE_TOO_LARGE_MESSAGE, field: 'attached_file' })
  })

  test('a file whose header is not an image is left to the decoder', async ({ assert }) => {
    assert.isNull(await refusal(refuseImageOverPixelLimit(Buffer.from('no soy una foto'), 'file')))
  })

  test('the shared pipeline refuses a flood before decoding it, whoever calls it', async ({
    assert,
  }) => {
    const flood = blackPng()
    assert.isBelow(flood.length, 40 * 1024)
    const started = Date.now()
    const error = (await refusal(recompressImage(flood))) as Error | null
    assert.match(error?.message ?? '', /pixel limit/)
    // decoding 256 megapixels takes more than a second here; the header alone, a few ms
    assert.isBelow(Date.now() - started, 500)
  })
})
