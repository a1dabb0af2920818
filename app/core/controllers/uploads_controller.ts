import { inject } from '@adonisjs/core'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { clientIp } from '#core/services/client_ip'
import StoreUploadedImage, {
  UPLOAD_FOLDERS,
  type UploadPurpose,
} from '#core/actions/store_uploaded_image'
import { SESSION_UPLOADS } from '#core/validators/upload_key'

export const MAX_IMAGE_MB = 5

const imageUploadValidator = vine.create({
  file: vine.file({ size: `${MAX_IMAGE_MB}mb`, extnames: ['jpg', 'jpeg', 'png', 'webp', 'gif'] }),
  purpose: vine.enum(Object.keys(UPLOAD_FOLDERS) as UploadPurpose[]).optional(),
})
imageUploadValidator.messagesProvider = new SimpleMessagesProvider({
  'file.required': 'Selecciona una imagen',
  'file.file.size': `El archivo excede el tamaño máximo permitido (${MAX_IMAGE_MB}MB).`,
  'file.file.extname': 'Tipo de archivo no permitido',
  'file.file': 'Tipo de archivo no permitido',
})

/**
 * POST /api/uploads/image: photos of requested parts and of the property card. Open to guests
 * (the request wizard), 30 uploads per IP every 10 minutes. The key it answers is the only thing
 * an image field accepts afterwards, and only from the same user (recorded in `uploads`) or, for
 * a guest, the same session (app/core/validators/upload_key.ts).
 */
export default class UploadsController {
  /** @summary Sube una imagen */
  @inject()
  async image({ request, response, auth, session }: HttpContext, action: StoreUploadedImage) {
    await limiter.use({ requests: 30, duration: '10 mins' }).consume(`upload_${clientIp(request)}`)
    const { file, purpose } = await request.validateUsing(imageUploadValidator)
    const stored = await action.handle(file, purpose ?? 'detail', auth.user?.id ?? null)
    if (!auth.user && session) {
      const keys = (session.get(SESSION_UPLOADS, []) as string[]).slice(-49)
      session.put(SESSION_UPLOADS, [...keys, stored.path])
    }
    return response.created({ data: stored })
  }
}
