import db from '@adonisjs/lucid/services/db'
import { parseEvents } from '#integrations/services/webhook_dispatcher'
import type { WebhookStatus } from '#integrations/rules/webhook_rules'

/** An endpoint as the Integraciones section lists it (never its secret). */
export interface WebhookEndpointRow {
  id: number
  storeId: number
  url: string
  events: string[]
  status: WebhookStatus
  consecutiveFailures: number
  pausedAt: string | null
  createdAt: string
  updatedAt: string | null
}

export function rawDate(value: unknown): string | null {
  if (!value) return null
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  return /^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text
}

function toRow(row: any): WebhookEndpointRow {
  return {
    id: Number(row.id),
    storeId: Number(row.store_id),
    url: row.url,
    events: parseEvents(row.events),
    status: row.status,
    consecutiveFailures: Number(row.consecutive_failures),
    pausedAt: rawDate(row.paused_at),
    createdAt: rawDate(row.created_at)!,
    updatedAt: rawDate(row.updated_at),
  }
}

const COLUMNS = [
  'id',
  'store_id',
  'url',
  'events',
  'status',
  'consecutive_failures',
  'paused_at',
  'created_at',
  'updated_at',
]

/** A store's endpoints, oldest first (one query), and one of them by id (404 when not its own). */
export default class WebhookEndpointsQuery {
  async list(storeId: number) {
    const rows = await db
      .from('webhook_endpoints')
      .where('store_id', storeId)
      .orderBy('id', 'asc')
      .select(COLUMNS)
    return rows.map(toRow)
  }

  async find(storeId: number, id: number) {
    const row = await db
      .from('webhook_endpoints')
      .where('store_id', storeId)
      .where('id', id)
      .select(COLUMNS)
      .first()
    return row ? toRow(row) : null
  }

  async count(storeId: number) {
    const [row] = await db.from('webhook_endpoints').where('store_id', storeId).count('* as total')
    return Number(row.total)
  }
}
