import db from '@adonisjs/lucid/services/db'
import type { DeliveryStatus } from '#integrations/rules/webhook_rules'
import { rawDate } from '#integrations/queries/webhook_endpoints_query'

/** A line of the 'Registro de entregas'. */
export interface WebhookDeliveryRow {
  id: number
  webhookId: number
  url: string
  event: string
  eventId: string
  status: DeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
  createdAt: string
  updatedAt: string | null
}

/**
 * A store's delivery log, newest first, paged from 0, filtered by status and endpoint: two
 * queries whatever the page size (the rows with their endpoint's URL, and the count).
 */
export default class WebhookDeliveriesQuery {
  async handle(
    storeId: number,
    input: { page: number; pageSize: number; status?: DeliveryStatus; webhookId?: number }
  ) {
    const base = () =>
      db
        .from('webhook_deliveries as d')
        .where('d.store_id', storeId)
        .if(input.status, (q) => q.where('d.status', input.status!))
        .if(input.webhookId, (q) => q.where('d.endpoint_id', input.webhookId!))
    const [rows, [counted]] = await Promise.all([
      base()
        .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .orderBy('d.id', 'desc')
        .offset(input.page * input.pageSize)
        .limit(input.pageSize)
        .select(
          'd.id',
          'd.endpoint_id',
          'e.url',
          'd.event',
          'd.event_id',
          'd.status',
          'd.attempts',
          'd.last_status_code',
          'd.last_error',
          'd.next_attempt_at',
          'd.delivered_at',
          'd.created_at',
          'd.updated_at'
        ),
      base().count('* as total'),
    ])
    const list: WebhookDeliveryRow[] = rows.map((row) => ({
      id: Number(row.id),
      webhookId: Number(row.endpoint_id),
      url: row.url,
      event: row.event,
      eventId: row.event_id,
      status: row.status,
      attempts: Number(row.attempts),
      lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
      lastError: row.last_error ?? null,
      nextAttemptAt: row.status === 'pending' ? rawDate(row.next_attempt_at) : null,
      deliveredAt: rawDate(row.delivered_at),
      createdAt: rawDate(row.created_at)!,
      updatedAt: rawDate(row.updated_at),
    }))
    return { rows: list, count: Number(counted.total) }
  }

  async find(storeId: number, deliveryId: number) {
    return db
      .from('webhook_deliveries')
      .where('store_id', storeId)
      .where('id', deliveryId)
      .select('id', 'endpoint_id', 'status')
      .first()
  }
}
