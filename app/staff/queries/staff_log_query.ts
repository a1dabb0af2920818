import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import productConfig from '#config/product'
import StaffAction from '#core/models/staff_action'
import { urlWithPrefix } from '#core/services/routes_helper'
import { foldedColumn, likePattern } from '#core/services/search_text'
import type { StaffLogFilter } from '#staff/validators/staff_log'

export const STAFF_LOG_PAGE_SIZE = 20

const go = productConfig.goPath
const requestPage = (requestId: number, section = '') =>
  urlWithPrefix(`/${go}/quotationRequest/${requestId}${section}`)

/**
 * The path of a staff page by its route name with `params` put in its pattern, when that route
 * exists (the staff areas are built apart), else null.
 */
function staffPage(name: string, params: Record<string, string | number> = {}, qs = '') {
  const pattern = router.find(name, undefined, 'GET', true)?.pattern
  if (!pattern) return null
  const path = pattern.replace(/:(\w+)/g, (_, param: string) => String(params[param] ?? ''))
  return `${path}${qs}`
}

/**
 * The log of staff actions (`/staff/registro`, issue 23), read-only: newest first (created_at,
 * then id), 20 a page from 1, filtered by person, action key, record type, days and text in the
 * record's label (accents and case ignored). Offset pages over the (created_at, id) index:
 * one count and one rows statement; the people of the filter one more; the pages of the records
 * shown at most three (one per kind of record that needs its row): constant whatever the rows.
 */
export default class StaffLogQuery {
  async list(filter: StaffLogFilter, page: number, pageSize = STAFF_LOG_PAGE_SIZE) {
    const query = StaffAction.query()
    if (filter.actor !== undefined) query.where('actor_id', filter.actor)
    if (filter.action) query.where('action', filter.action)
    if (filter.subject) query.where('subject_type', filter.subject)
    if (filter.since) query.where('created_at', '>=', filter.since)
    if (filter.before) query.where('created_at', '<', filter.before)
    if (filter.q) {
      query.whereRaw(`${foldedColumn(query.client.dialect.name, 'subject_label')} LIKE ?`, [
        likePattern(filter.q),
      ])
    }
    const result = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }

  /** Everybody who has a line in the log and still has an account: the filter's people. */
  async actors() {
    const rows: { id: number; full_name: string | null; email: string | null }[] = await db
      .from('users')
      .whereIn('id', (actors) =>
        actors.from('staff_actions').distinct('actor_id').whereNotNull('actor_id')
      )
      .select('id', 'full_name', 'email')
      .orderBy('full_name', 'asc')
      .orderBy('id', 'asc')
    return rows.map((row) => ({ id: row.id, name: row.full_name ?? row.email ?? `#${row.id}` }))
  }

  /**
   * Where staff read each line's record, by line id (null: no page shows it, or it is gone):
   * - a quotation request: its page (staff read it whole); a quotation: that page at its block;
   * - an order (`order`, `cart_shopping_header`): the sale's page (`/…/ventas/{id}`);
   * - an infraction: its store's history in the staff's Infracciones (else the store's own
   *   infractions page with it highlighted);
   * - a store: its public page (`/tienda/{url}`);
   * - a person: Usuarios searched by their id; a moderation item: its page in Moderación; a
   *   brand request: Marcas solicitadas.
   * A deleted rating or chat message has no page.
   */
  async links(rows: StaffAction[]) {
    const ids = (...types: string[]) => [
      ...new Set(
        rows
          .filter((row) => types.includes(row.subjectType) && row.subjectId !== null)
          .map((row) => row.subjectId as number)
      ),
    ]
    const none = Promise.resolve([] as never[])
    const quotationIds = ids('quotation')
    const infractionIds = ids('infraction')
    const storeIds = ids('store')
    const [quotations, infractions, stores] = await Promise.all([
      quotationIds.length
        ? db.from('quotations').whereIn('id', quotationIds).select('id', 'quotation_request_id')
        : none,
      infractionIds.length
        ? db
            .from('infractions as i')
            .join('stores as s', 's.id', 'i.store_id')
            .whereIn('i.id', infractionIds)
            .select('i.id', 's.id as store_id', 's.url_path')
        : none,
      storeIds.length ? db.from('stores').whereIn('id', storeIds).select('id', 'url_path') : none,
    ])
    const requestOf = new Map<number, number>(
      quotations.map((row: { id: number; quotation_request_id: number }) => [
        row.id,
        row.quotation_request_id,
      ])
    )
    const storeOfInfraction = new Map<number, { id: number; url: string }>(
      infractions.map((row: { id: number; store_id: number; url_path: string }) => [
        row.id,
        { id: row.store_id, url: row.url_path },
      ])
    )
    const storeUrl = new Map<number, string>(
      stores.map((row: { id: number; url_path: string }) => [row.id, row.url_path])
    )

    const linkOf = (row: StaffAction): string | null => {
      const id = row.subjectId
      if (id === null) return null
      switch (row.subjectType) {
        case 'quotation_request':
          return requestPage(id)
        case 'quotation': {
          const request = requestOf.get(id)
          return request ? requestPage(request, `?section=quotation-${id}`) : null
        }
        case 'order':
        case 'cart_shopping_header':
          return urlWithPrefix(`/${go}/ventas/${id}`)
        case 'infraction': {
          const store = storeOfInfraction.get(id)
          if (!store) return null
          return (
            staffPage('staff.infractions.show', { id: store.id }) ??
            urlWithPrefix(`/tienda/${store.url}/infracciones?infraccion=${id}`)
          )
        }
        case 'store': {
          const url = storeUrl.get(id)
          return url ? urlWithPrefix(`/tienda/${url}`) : null
        }
        case 'user':
          return staffPage('staff.users.index', {}, `?search=${id}`)
        case 'chat_contact_flag':
          return staffPage('staff.moderation.show', { id })
        case 'brandRequest':
          return staffPage('staff.brandRequests.index')
        default:
          return null
      }
    }
    return new Map(rows.map((row) => [row.id, linkOf(row)]))
  }
}
