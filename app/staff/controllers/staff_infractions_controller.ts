import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Store from '#stores/models/store'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import InfractionsQuery from '#moderation/queries/infractions_query'
import InfractionStoresQuery from '#moderation/queries/infraction_stores_query'
import { storeInfractionsPath } from '#moderation/rules/store_infractions_page'
import { urlWithPrefix } from '#core/services/routes_helper'
import InfractionStoreTransformer from '#staff/transformers/infraction_store_transformer'
import InfractionHistoryTransformer from '#staff/transformers/infraction_history_transformer'
import { infractionStoreValidator, infractionStoresValidator } from '#staff/validators/infractions'

const HISTORY_PAGE_SIZE = 20

/**
 * The staff's infractions (issue 23; doc 1 §1 "register infractions", §7 GET
 * /api/store/Infractions), area 'infractions' (StaffPolicy: 404 for non-staff, 403 for staff
 * without the flag). Both read through the moderation module's queries:
 *
 * - GET /staff/infracciones?buscar&page (`staff.infractions.index`): the stores of the host's
 *   country with infractions — how many, the last one's date —, the last infraction first,
 *   searchable by store name, 20 a page from 1 (InfractionStoresQuery).
 * - GET /staff/infracciones/{id}?page (`staff.infractions.show`): a store's history, newest
 *   first, 20 a page (InfractionsQuery, the list of GET /api/store/Infractions, with the
 *   transaction and the registrar); an unknown store or one of another country 404.
 */
export default class StaffInfractionsController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: InfractionStoresQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'infractions'))
    const input = await infractionStoresValidator.validate(request.qs())
    const search = input.buscar || null
    const result = await query.list({ countryCode: country.code, search, page: input.page ?? 1 })
    const stores = await apiSerializer.serialize(
      InfractionStoreTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return inertia.render('staff/infractions', { stores, search })
  }

  @inject()
  async show({ inertia, request, params, bouncer, country }: HttpContext, query: InfractionsQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'infractions'))
    const input = await infractionStoreValidator.validate({ ...request.qs(), id: params.id })
    const store = await Store.query()
      .where('id', input.id)
      .where('country_code', country.code)
      .select('id', 'name', 'url_path')
      .first()
    if (!store) throw missingRecord()
    const page = input.page ?? 1
    const result = await query.list(
      { storeId: store.id, seesRegistrar: true },
      {
        with: ['quotation', 'quotationRequest', 'cartShoppingHeader', 'registrar'],
        page: page - 1,
        pageSize: HISTORY_PAGE_SIZE,
      }
    )
    const infractions = await apiSerializer.serialize(
      InfractionHistoryTransformer.paginate(result.rows, {
        total: result.count,
        page,
        pageSize: result.pageSize,
      })
    )
    return inertia.render('staff/infractions_store', {
      store: {
        id: store.id,
        name: store.name,
        storePageUrl: urlWithPrefix(storeInfractionsPath(store.urlPath)),
      },
      infractions,
    })
  }
}
