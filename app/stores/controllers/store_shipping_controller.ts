import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord } from '#core/policies/decisions'
import StoreShippingQuery from '#stores/queries/store_shipping_query'
import StoreShippingTransformer from '#stores/transformers/store_shipping_transformer'

/**
 * GET /api/store/store/{id}/shippingCostRulesAndDiscounts (doc 1 §7 Store): what a buyer
 * needs to choose shipping for a purchase in that store (see the transformer). Open to every
 * signed-in user: it is what the store shows its customers. An unknown or switched-off store
 * answers 404.
 */
export default class StoreShippingController {
  /** @summary Consulta las reglas de envío y descuentos de una tienda */
  @inject()
  async show({ params }: HttpContext, query: StoreShippingQuery) {
    const store = await query.find(Number(params.id))
    if (!store) throw missingRecord()
    return apiSerializer.serialize(StoreShippingTransformer.transform(store))
  }
}
