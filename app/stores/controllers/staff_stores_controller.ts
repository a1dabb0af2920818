import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import PendingStoresQuery from '#stores/queries/pending_stores_query'
import PendingStoreTransformer from '#stores/transformers/pending_store_transformer'
import ActivateStoreGoModule from '#stores/actions/activate_store_go_module'
import { activationPlanValidator } from '#stores/validators/store_signup'
import { STORE_SIGNUP_MESSAGES as M } from '#stores/rules/store_signup_messages'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { apiSerializer } from '#core/services/api_serializer'
import { orFail } from '#core/policies/decisions'

const listValidator = vine.create(pageFields({ first: 1 }))
listValidator.messagesProvider = new SimpleMessagesProvider(pageMessages({ first: 1 }))

/**
 * The staff section's stores page (/staff/tiendas): the pending stores of the host's country,
 * newest first, 20 a page from 1, and 'Activar' with the service-cost plan. StaffStorePolicy:
 * staff only (403 for anybody else).
 */
export default class StaffStoresController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: PendingStoresQuery) {
    await bouncer.with('StaffStorePolicy').authorize('review')
    const input = await listValidator.validate(request.qs())
    const result = await query.list(country.code, input.page ?? 1)
    const stores = await apiSerializer.serialize(
      PendingStoreTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return inertia.render('stores/staff_stores', { stores })
  }

  @inject()
  async activate(
    { request, response, bouncer, params, auth }: HttpContext,
    action: ActivateStoreGoModule
  ) {
    await orFail(bouncer.with('StaffStorePolicy').execute('activate'))
    const plan = await request.validateUsing(activationPlanValidator)
    const store = await action.handle(Number(params.id), plan, auth.getUserOrFail())
    return response.ok({ message: M.activated, data: { id: store.id } })
  }
}
