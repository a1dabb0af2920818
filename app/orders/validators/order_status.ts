import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  ALL_ORDER_STATUSES,
  CANCEL_REASON_MAX_LENGTH,
  ORDER_MESSAGES as M,
  TARGET_STATUSES,
  TRACKING_NOTE_MAX_LENGTH,
} from '#orders/rules/order_status'

/**
 * PATCH /api/{product}Go/sales/{id}/status (the selling store): `{ status, tracking_note?,
 * cancel_reason?, from? }`. `status` is confirmed, shipped, delivered or cancelled; shipped
 * needs `tracking_note` (max 256), cancelled needs `cancel_reason` (max 512). `from` is the
 * status the caller saw: when the order is no longer in it the change answers 409 (stale).
 * Whether the move is allowed from the order's current status is decided under the row's lock
 * (app/orders/actions/change_order_status.ts, rules/order_status.ts).
 */
export const changeOrderStatusValidator = vine.create({
  status: vine.enum(TARGET_STATUSES),
  tracking_note: vine
    .string()
    .trim()
    .maxLength(TRACKING_NOTE_MAX_LENGTH)
    .optional()
    .requiredWhen('status', '=', 'shipped'),
  cancel_reason: vine
    .string()
    .trim()
    .maxLength(CANCEL_REASON_MAX_LENGTH)
    .optional()
    .requiredWhen('status', '=', 'cancelled'),
  from: vine.enum(ALL_ORDER_STATUSES).optional(),
})

const textMessages = {
  'tracking_note.required': M.trackingRequired,
  'tracking_note.requiredWhen': M.trackingRequired,
  'tracking_note.string': M.textInvalid,
  'tracking_note.maxLength': M.trackingTooLong,
  'cancel_reason.required': M.reasonRequired,
  'cancel_reason.requiredWhen': M.reasonRequired,
  'cancel_reason.string': M.textInvalid,
  'cancel_reason.maxLength': M.reasonTooLong,
  'from.enum': M.expectedInvalid,
}

changeOrderStatusValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': M.statusRequired,
  'status.enum': M.statusInvalid,
  ...textMessages,
})

/**
 * PATCH /api/{product}Go/orders/{id}/status (the buyer): only `{ status: 'cancelled',
 * cancel_reason, from? }` — a buyer withdraws a pending order; everything else is the store's.
 */
export const cancelPurchaseValidator = vine.create({
  status: vine.enum(['cancelled'] as const),
  cancel_reason: vine.string().trim().maxLength(CANCEL_REASON_MAX_LENGTH),
  from: vine.enum(ALL_ORDER_STATUSES).optional(),
})

cancelPurchaseValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': M.buyerCancelOnly,
  'status.enum': M.buyerCancelOnly,
  ...textMessages,
})
