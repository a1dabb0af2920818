import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { BusinessError } from '#core/errors'
import {
  parseFilterObject,
  readDateRange,
  readId,
  type Range,
} from '#quotations/queries/list_params'
import { NPS_MAX_SCORE, NPS_MIN_SCORE } from '#quotations/rules/nps_scores'
import { NPS_COMMENT_MAX_LENGTH, NPS_MESSAGES as M } from '#reports/rules/nps_messages'

/**
 * POST /api/businessIntelligence/NPSRating `{ order_id, score, comment? }`: a whole score 0–10
 * and an optional comment (trimmed, at most 1000 characters; empty is none).
 */
export const npsRatingValidator = vine.create({
  order_id: vine.number().withoutDecimals().positive(),
  score: vine.number().withoutDecimals().min(NPS_MIN_SCORE).max(NPS_MAX_SCORE),
  comment: vine.string().trim().maxLength(NPS_COMMENT_MAX_LENGTH).nullable().optional(),
})
npsRatingValidator.messagesProvider = new SimpleMessagesProvider({
  'order_id.required': M.orderRequired,
  'order_id.number': M.orderRequired,
  'order_id.withoutDecimals': M.orderRequired,
  'order_id.positive': M.orderRequired,
  'score.required': M.scoreRequired,
  'score.number': M.scoreRequired,
  'score.withoutDecimals': M.scoreRequired,
  'score.min': M.scoreRequired,
  'score.max': M.scoreRequired,
  'comment.string': M.commentInvalid,
  'comment.maxLength': M.commentTooLong,
})

/** GET /api/businessIntelligence/NPSRating: zero-based `page`, `pageSize` 1–200 (20), `filter`. */
export const npsListValidator = vine.create({
  ...pageFields(),
  filter: vine.any().optional(),
})
npsListValidator.messagesProvider = new SimpleMessagesProvider(pageMessages())

/** GET …/NPSRating/detailedRecords and …/pending: `filter` / `order_id` only. */
export const npsDetailedValidator = vine.create({ filter: vine.any().optional() })

export const npsPendingValidator = vine.create({
  order_id: vine.number().withoutDecimals().positive().optional(),
})
npsPendingValidator.messagesProvider = new SimpleMessagesProvider({
  'order_id.number': M.orderRequired,
  'order_id.withoutDecimals': M.orderRequired,
  'order_id.positive': M.orderRequired,
})

/** The ratings a list or the aggregate reads: one store (or every one, staff) and a date range. */
export interface NpsFilter {
  storeId: number | null
  createdAt: Range<string> | null
}

const FILTER_NAMES = ['store_id', 'created_at']

/**
 * The `filter` JSON object: `store_id` (a store's id) and `created_at` (`{ from, to }` or
 * `[from, to]`, dates `yyyy-MM-dd` or ISO date-times, both inclusive). Another name is a 422.
 */
export function parseNpsFilter(raw: unknown): NpsFilter {
  const filter: NpsFilter = { storeId: null, createdAt: null }
  for (const [name, value] of Object.entries(parseFilterObject(raw))) {
    if (!FILTER_NAMES.includes(name)) {
      throw new BusinessError(
        `El filtro ${name} no existe: usa ${FILTER_NAMES.join(' o ')}`,
        422,
        {},
        'filter'
      )
    }
    if (value === null || value === undefined || value === '') continue
    if (name === 'store_id') filter.storeId = readId(value, name)
    else filter.createdAt = readDateRange(value, name)
  }
  return filter
}
