import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import {
  DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_URL_MAX_LENGTH,
} from '#integrations/rules/webhook_rules'

const urlField = () => vine.string().trim().minLength(1).maxLength(WEBHOOK_URL_MAX_LENGTH)
const eventsField = () => vine.array(vine.enum(WEBHOOK_EVENTS)).minLength(1)

const messages = {
  'url.required': M.urlRequired,
  'url.string': M.urlInvalid,
  'url.minLength': M.urlRequired,
  'url.maxLength': M.urlTooLong,
  'events.required': M.eventsRequired,
  'events.array': M.eventsRequired,
  'events.minLength': M.eventsRequired,
  'events.array.minLength': M.eventsRequired,
  'events.*.enum': M.eventInvalid,
  'events.*.string': M.eventInvalid,
}

/**
 * POST …/webhooks: `{ url, events }`. The URL's own rule (HTTPS, loopback, private hosts:
 * rules/webhook_url.ts) is checked by the action, answered 422 on `url` too.
 */
export const createWebhookValidator = vine.create({ url: urlField(), events: eventsField() })
createWebhookValidator.messagesProvider = new SimpleMessagesProvider(messages)

/** PATCH …/webhooks/:webhookId: `{ url?, events? }`. */
export const updateWebhookValidator = vine.create({
  url: urlField().optional(),
  events: eventsField().optional(),
})
updateWebhookValidator.messagesProvider = new SimpleMessagesProvider(messages)

/** GET …/webhooks/deliveries: pages from 0, newest first, `status` and `webhookId` filters. */
export const listDeliveriesValidator = vine.create({
  ...pageFields(),
  status: vine.enum(DELIVERY_STATUSES).optional(),
  webhookId: vine.number().withoutDecimals().positive().optional(),
})
listDeliveriesValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages(),
  'status.enum': M.statusInvalid,
  'webhookId.number': 'El webhook no es válido',
  'webhookId.withoutDecimals': 'El webhook no es válido',
  'webhookId.positive': 'El webhook no es válido',
})
