import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { apiSerializer } from '#core/services/api_serializer'
import CheckoutRecordsQuery from '#orders/queries/checkout_records_query'
import CheckoutRecordsTransformer from '#orders/transformers/checkout_records_transformer'

/**
 * GET /api/users/checkoutRecords: the signed-in buyer's main record (id 0), delivery addresses
 * and billing records in one call, for the checkout wizard's steps (see the transformer). Only
 * ever the caller's own: the route takes no user.
 */
export default class CheckoutRecordsController {
  /** @summary Consulta las direcciones y los datos de facturación para comprar */
  @inject()
  async show({ auth }: HttpContext, query: CheckoutRecordsQuery) {
    const records = await query.forCheckout(auth.getUserOrFail())
    return apiSerializer.serialize(CheckoutRecordsTransformer.transform(records))
  }
}
