import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import QuotationRequest, { CLOSE_REASONS } from '#quotations/models/quotation_request'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import BuyerRequestDetailQuery, {
  buyerDetailAccess,
} from '#quotations/queries/buyer_request_detail_query'
import BuyerRequestDetailTransformer from '#quotations/transformers/buyer_request_detail_transformer'

const PAGE = 'quotations/buyer_detail'

/** The close reasons ('Cerrar Solicitud') and the five discard reasons ('Descartar'), with labels. */
const closeReasons = () => Object.entries(CLOSE_REASONS).map(([value, label]) => ({ value, label }))
const discardReasons = () =>
  Object.entries(BUYER_IGNORE_REASONS).map(([value, label]) => ({ value, label }))

/**
 * /{product}Go/quotationRequestDetail/{id} (QuotationRequestDetailCustomer, doc 3 §2.5): the
 * buyer's detail page of one request with the customer view of each quotation. Signed-in only
 * (the auth middleware sends guests to the login page); the notifications pointing to it are
 * marked done when it answers 200 (mark_done_by_url_middleware, doc 3 §4.3).
 *
 * - The buyer who made the request gets it with the buy, discard, close and re-request actions.
 * - Staff (admins, module managers) get it read-only, with the customer's name and WhatsApp and
 *   the quotations' infractions.
 * - Anybody else, and an unknown id ("request load failure or access by a non-owner non-admin",
 *   doc 3 §8), get the unauthorized panel (doc 3 §2.6: their own name, e-mail and mobile) with
 *   status 403 and nothing of the request. An unknown id answers the same 403 so that the page
 *   never tells whether a request exists.
 *
 * The chat parts of the page ('Preguntas del vendedor', 'Historial de Mensajes', the chat per
 * quotation) belong to the chat module and are not part of these props.
 */
export default class BuyerDetailPageController {
  /**
   * The page's props, or the unauthorized panel (403). The same view of the request is
   * answered as JSON by GET /api/{product}Go/QuotationRequest/{id} to the buyer who made it.
   *
   * @summary Muestra al comprador el detalle de su solicitud con las cotizaciones recibidas.
   */
  @inject()
  async show(
    { params, inertia, response, auth, bouncer }: HttpContext,
    query: BuyerRequestDetailQuery
  ) {
    const user = auth.getUserOrFail()
    const base = {
      request: null,
      unauthorized: null,
      indexUrl: urlWithPrefix(`/${productConfig.goPath}/page/index`),
      closeReasons: closeReasons(),
      discardReasons: discardReasons(),
    }

    const policy = bouncer.with('BuyerDetailPolicy')
    const request = await QuotationRequest.find(params.id)
    if (!request || (await policy.denies('view', request))) {
      const page = await inertia.render(PAGE, {
        ...base,
        unauthorized: { fullName: user.fullName, email: user.email, mobile: user.mobile },
      })
      return response.status(403).send(page)
    }

    const view = await query.handle(request, await buyerDetailAccess(bouncer, user, request))
    return inertia.render(PAGE, {
      ...base,
      request: new BuyerRequestDetailTransformer(view).toObject(),
    })
  }
}
