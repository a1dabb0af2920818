import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  QUOTATION_STATUSES,
  RECORD_FILTER_MAX as MAX,
  REQUEST_STATUSES,
  type RecordTab,
} from '#staff/rules/records'
import { ALL_ORDER_STATUSES } from '#orders/rules/order_status'
import { STAFF_RECORDS_MESSAGES as M } from '#staff/rules/staff_messages'

const text = (max: number) => vine.string().trim().maxLength(max).optional()

function filtersOf(statuses: readonly string[]) {
  return {
    page: vine.number().withoutDecimals().min(1).optional(),
    code: text(MAX.code),
    plate: text(MAX.plate),
    buyer: text(MAX.buyer),
    store: text(MAX.store),
    status: vine.enum(statuses).optional(),
  }
}

const messages = new SimpleMessagesProvider({
  'page.number': M.badPage,
  'page.withoutDecimals': M.badPage,
  'page.min': M.badPage,
  'code.maxLength': M.tooLong('código', MAX.code),
  'plate.maxLength': M.tooLong('placa', MAX.plate),
  'buyer.maxLength': M.tooLong('comprador', MAX.buyer),
  'store.maxLength': M.tooLong('tienda', MAX.store),
  'string': 'Escribe un texto',
  'status.enum': M.badStatus,
})

/**
 * The search of each tab of /staff/solicitudes, /staff/cotizaciones and /staff/pedidos, from
 * the query string: `page` (from 1), `code`, `plate`, `buyer`, `store` (texts) and `status`
 * (one of the tab's). Blank fields count as missing (`withoutBlanks`); anything else wrong is a
 * Spanish 422.
 */
export const recordsValidators: Record<RecordTab, ReturnType<typeof make>> = {
  requests: make(REQUEST_STATUSES),
  quotations: make(QUOTATION_STATUSES),
  orders: make(ALL_ORDER_STATUSES),
}

function make(statuses: readonly string[]) {
  const validator = vine.create(filtersOf(statuses))
  validator.messagesProvider = messages
  return validator
}

/** The query string without its blank values (an emptied search box is no filter). */
export function withoutBlanks(qs: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(qs).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))
  )
}
