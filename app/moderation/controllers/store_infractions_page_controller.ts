import type { HttpContext } from '@adonisjs/core/http'
import Store from '#stores/models/store'
import { missingRecord, orFail } from '#core/policies/decisions'
import Infraction from '#moderation/models/infraction'
import { transactionKindOf } from '#moderation/rules/infraction_notice'
import { transactionTitle, type StoreInfractionRow } from '#moderation/rules/store_infractions_page'

/** At most this many infractions are listed (the newest). */
const LIMIT = 200

/**
 * GET /tienda/{storeUrl}/infracciones (route moderation.storeInfractions, issue 21): the store's
 * infractions, read-only, newest first — where the infraction notice's link leads, with the
 * announced one highlighted (`?infraccion={id}`). The store's owner and active advisers, and
 * staff (InfractionPolicy.readStore); anybody else, or an unknown store: 404.
 */
export default class StoreInfractionsPageController {
  async show({ params, request, bouncer, inertia }: HttpContext) {
    const store = await Store.findBy('url_path', String(params.storeUrl))
    if (!store) throw missingRecord()
    await orFail(bouncer.with('InfractionPolicy').execute('readStore', store.id))
    const rows = await Infraction.query()
      .where('store_id', store.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIMIT)
    const highlight = Number(request.qs().infraccion)
    const infractions: StoreInfractionRow[] = rows.map((row) => ({
      id: row.id,
      typeLabel: row.infractionTypeLabel,
      detail: row.infractionDetail,
      transaction: transactionTitle(transactionKindOf(row), row.codeTransaction),
      createdAt: row.createdAt.toISO()!,
    }))
    return inertia.render('moderation/store_infractions', {
      store: { name: store.name, urlPath: store.urlPath },
      infractions,
      highlightId: Number.isInteger(highlight) && highlight > 0 ? highlight : null,
    })
  }
}
