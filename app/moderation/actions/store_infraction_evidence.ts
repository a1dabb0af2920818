import { randomUUID } from 'node:crypto'
import { open, readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import { urlWithPrefix } from '#core/services/routes_helper'
import type { PRIVATE_UPLOAD_FOLDERS } from '#core/middleware/private_uploads_middleware'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { BusinessError } from '#core/errors'
import { recompressImage } from '#core/actions/store_uploaded_image'
import { refuseImageOverPixelLimit } from '#core/services/image_pixels'
import { EVIDENCE_FILE_PATH, INFRACTION_MESSAGES as M } from '#moderation/rules/infractions'

/** Never served under /uploads (PrivateUploadsMiddleware): only `api.infractions.evidenceFile`. */
export const EVIDENCE_FOLDER: (typeof PRIVATE_UPLOAD_FOLDERS)[number] = 'infraction-evidence'
export const EVIDENCE_PURPOSE = 'infraction_evidence'

/** Longest side kept for evidence photos (screenshots stay legible). */
const MAX_SIDE = 2000

/** The first bytes of the file: what it really is, whatever its name says. */
async function head(path: string, bytes = 8) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Stores the evidence of an infraction (doc 1 §2 "evidence") on the configured disk (private) and records
 * who received its key (`uploads`, purpose `infraction_evidence`): the infraction form accepts
 * only a key its own user received.
 *
 * The content decides, not the name (content sniffing): a file named .pdf must start with
 * `%PDF-` and is kept as it is; an image is decoded and re-encoded as WebP (at most 2000 px,
 * quality 80 — evidence must stay legible), so whatever else it carried is dropped; one that
 * announces more than 40 megapixels is refused before decoding (refuseImageOverPixelLimit).
 * Anything else answers 422 'No se pudo cargar el archivo'.
 */
export default class StoreInfractionEvidence {
  async handle(file: MultipartFile, userId: number) {
    if (!file.tmpPath) throw new BusinessError(M.evidenceUnreadable, 422, {}, 'file')
    const isPdf = (file.extname ?? '').toLowerCase() === 'pdf'
    let buffer: Buffer
    let extension: 'pdf' | 'webp'
    if (isPdf) {
      if ((await head(file.tmpPath)).subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new BusinessError(M.evidenceUnreadable, 422, {}, 'file')
      }
      buffer = await readFile(file.tmpPath)
      extension = 'pdf'
    } else {
      await refuseImageOverPixelLimit(file.tmpPath, 'file')
      try {
        buffer = await recompressImage(file.tmpPath, { maxSide: MAX_SIDE, quality: 80 })
      } catch {
        throw new BusinessError(M.evidenceUnreadable, 422, {}, 'file')
      }
      extension = 'webp'
    }
    const key = `${EVIDENCE_FOLDER}/${randomUUID()}.${extension}`
    const disk = drive.use()
    await disk.put(key, buffer, {
      contentType: extension === 'pdf' ? 'application/pdf' : 'image/webp',
      visibility: 'private',
    })
    await db.table('uploads').insert({
      key,
      purpose: EVIDENCE_PURPOSE,
      user_id: userId,
      created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    return {
      path: key,
      url: urlWithPrefix(`${EVIDENCE_FILE_PATH}/${key.slice(EVIDENCE_FOLDER.length + 1)}`),
      type: extension === 'pdf' ? 'pdf' : 'image',
    }
  }
}
