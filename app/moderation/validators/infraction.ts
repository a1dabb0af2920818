import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { pageFields, pageMessages } from '#core/validators/pagination'
import {
  EVIDENCE_KEY,
  INFRACTION_DETAIL_MAX_LENGTH,
  INFRACTION_MESSAGES as M,
  INFRACTION_TYPE_KEYS,
  type InfractionType,
} from '#moderation/rules/infractions'

/**
 * The evidence field: an upload key the same user received (`uploads`: a photo of POST
 * /api/uploads/image or an image / PDF of POST /api/store/infractions/evidence) — never a URL or a
 * path. Needs `userId` in the validator's meta.
 */
export async function ownsEvidence(key: string, userId: number | undefined) {
  if (!userId || !EVIDENCE_KEY.test(key)) return false
  const row = await db.from('uploads').where('key', key).where('user_id', userId).first()
  return Boolean(row)
}

const ownEvidenceRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    if (!(await ownsEvidence(value, field.meta.userId as number | undefined))) {
      field.report(M.badFile, 'evidence', field)
    }
  }
)

const id = () => vine.number().withoutDecimals().positive().optional()

/**
 * POST /api/store/infractions (doc 1 §2, §3, §5): type (one of the nine), detail (at most 512)
 * and evidence are required — any of them missing answers 422 'Todos los datos son
 * obligatorios'; `notifyTheSeller` (boolean, default false) and one transaction: `quotation_id`,
 * `quotation_request_id` (with `store_id`) or `cart_shopping_header_id`.
 */
export const registerInfractionValidator = vine.withMetaData<{ userId: number }>().create({
  infraction_type: vine
    .string()
    .trim()
    .minLength(1)
    .in(INFRACTION_TYPE_KEYS)
    .transform((value) => value as InfractionType),
  infraction_detail: vine.string().trim().minLength(1).maxLength(INFRACTION_DETAIL_MAX_LENGTH),
  infraction_file: vine.string().trim().minLength(1).maxLength(512).use(ownEvidenceRule()),
  notifyTheSeller: vine.boolean().optional(),
  quotation_id: id(),
  quotation_request_id: id(),
  cart_shopping_header_id: id(),
  store_id: id(),
})
const required = Object.fromEntries(
  ['infraction_type', 'infraction_detail', 'infraction_file'].flatMap((field) => [
    [`${field}.required`, M.required],
    [`${field}.string`, M.required],
    [`${field}.minLength`, M.required],
  ])
)
registerInfractionValidator.messagesProvider = new SimpleMessagesProvider({
  ...required,
  'infraction_type.in': M.badType,
  'infraction_detail.maxLength': M.detailTooLong,
  'infraction_file.maxLength': M.badFile,
  'notifyTheSeller.boolean': M.badNotify,
  'number': M.badLink,
  'withoutDecimals': M.badLink,
  'positive': M.badLink,
})

/**
 * GET /api/store/Infractions (doc 1 §7): zero-based `page`, `pageSize` (default 20, max 200);
 * `filter`, `with` and `order` are parsed against their whitelists by the list query.
 */
export const infractionListValidator = vine.create({
  ...pageFields(),
  with: vine.any().optional(),
  filter: vine.any().optional(),
  order: vine.any().optional(),
  getters: vine.any().optional(),
  scopes: vine.any().optional(),
})
infractionListValidator.messagesProvider = new SimpleMessagesProvider(pageMessages())
