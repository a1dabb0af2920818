import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { ALL_ORDER_STATUSES } from '#orders/rules/order_status'

/**
 * Query string of the order lists (GET /api/{product}Go/orders, /sales and the pages
 * /{product}Go/compras, /ventas): zero-based `page`, `pageSize` (20 by default, at most 200)
 * and an optional `status`.
 */
export const ordersListValidator = vine.create({
  ...pageFields(),
  status: vine.enum(ALL_ORDER_STATUSES).optional(),
})

ordersListValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages(),
  'status.enum': 'El estado debe ser pending, confirmed, paid, shipped, delivered o cancelled',
})
