import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'

/** Stored upload keys only ("property-cards/….webp"): no URLs, no paths going up. */
export const UPLOAD_KEY = /^[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/

export const UPLOAD_KEY_MESSAGE = 'La imagen no es válida. Vuelve a subirla.'

/**
 * Who is validating: the signed-in user and the keys the session received as a guest (the wizard
 * uploads photos before the buyer signs in). Controllers pass it as the validator's meta
 * (`uploadOwner(ctx)`).
 */
export interface UploadOwner {
  userId: number | null
  sessionKeys: string[]
}

/** Keys kept in a guest's session (the last 50). */
export const SESSION_UPLOADS = 'upload_keys'

export function uploadOwner(ctx: {
  auth: { user?: { id: number } | null }
  session?: { get(key: string, fallback?: unknown): unknown }
}): UploadOwner {
  const keys = ctx.session?.get(SESSION_UPLOADS, []) as unknown
  return {
    userId: ctx.auth.user?.id ?? null,
    sessionKeys: Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : [],
  }
}

/**
 * True when `key` is one the owner received from the upload endpoint (signed in, or in this
 * session as a guest), or one already on the owner's own vehicles or requests (an unchanged photo
 * sent back with an edit).
 */
export async function ownsUpload(key: string, owner: UploadOwner) {
  if (!UPLOAD_KEY.test(key)) return false
  if (owner.sessionKeys.includes(key)) return true
  if (!owner.userId) return false
  const received = await db.from('uploads').where('key', key).where('user_id', owner.userId).first()
  if (received) return true
  const onVehicle = await db
    .from('vehicles')
    .where('user_id', owner.userId)
    .where('property_card_image', key)
    .first()
  return Boolean(onVehicle)
}

/**
 * The one rule of every image field (request part photos, property cards): an upload key the
 * same user received, never a URL or a path. Needs `uploadOwner` in the validator's meta.
 */
export const ownUploadKeyRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    const owner = field.meta.uploadOwner as UploadOwner | undefined
    if (!owner || !(await ownsUpload(value, owner))) {
      field.report(UPLOAD_KEY_MESSAGE, 'uploadKey', field)
    }
  }
)

/** An optional image field: empty means none. */
export const uploadKeyField = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .use(ownUploadKeyRule())
    .transform((value) => value || null)
    .nullable()
    .optional()
