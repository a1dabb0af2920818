import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import QuotationRequest from '#quotations/models/quotation_request'
import DetailAccessQuery from '#quotations/queries/detail_access_query'
import VendorRequestDetailQuery from '#quotations/queries/vendor_request_detail_query'
import VendorRequestDetailTransformer from '#quotations/transformers/vendor_request_detail_transformer'
import QuotationToolsQuery from '#quotations/queries/quotation_tools_query'
import QuotationToolsTransformer from '#quotations/transformers/quotation_tools_transformer'
import { BRAND_REQUEST_MAX_LENGTH } from '#quotations/validators/brand_group_request'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

const PAGE = 'quotations/vendor_detail'

/**
 * The brand block (`brandNotEnabled`) of a request whose brand the vendor's store has not
 * enabled, with its `brand` loaded; the page's BrandNotEnabled is its type.
 */
export function brandBlock(request: QuotationRequest) {
  const brand = request.brand?.name ?? ''
  return { requestId: request.id, code: request.code, brand, message: M.brandNotEnabled(brand) }
}

/**
 * /{product}Go/quotationRequest/{id} (QuotationRequestDetailPage, doc 3 §2.1): the seller-side
 * detail of one request, for the vendors VendorRequestPolicy.viewAsVendor lets in, admins and
 * module managers. Signed-in only (the auth middleware sends guests to the login page). Staff
 * (actAsAdmin) go back to the main area, vendors to Pendientes.
 *
 * - A request that does not exist, or one the user may not see, renders the page with
 *   '¡ERROR! la transacción es inexistente.' and status 404: whether it exists is not told.
 * - A vendor whose store has not enabled the brand of a marketplace request
 *   (VendorRequestPolicy.seeDetails) gets the brand block and the brand/group request form
 *   instead of the details.
 * - Otherwise the request as GET /api/{product}Go/QuotationRequest/{id} answers it; the page
 *   reloads it from there after 'Agotado'.
 */
export default class VendorDetailPageController {
  @inject()
  async show(
    { params, inertia, response, auth, bouncer }: HttpContext,
    accessQuery: DetailAccessQuery,
    query: VendorRequestDetailQuery,
    tools: QuotationToolsQuery
  ) {
    const user = auth.getUserOrFail()
    const staff = await bouncer.allows('actAsAdmin')
    const pendingUrl = urlWithPrefix(`/${productConfig.goPath}/page/index/pendientes`)
    const base = {
      request: null,
      error: null,
      brandNotEnabled: null,
      storeId: null,
      pendingUrl,
      backUrl: staff ? urlWithPrefix(`/${productConfig.goPath}/page/index`) : pendingUrl,
      brandRequestMaxLength: BRAND_REQUEST_MAX_LENGTH,
      /** The server's date ('yyyy-MM-dd'): the quotation form's validity starts at today + 8. */
      today: DateTime.now().toISODate()!,
      /** The user's infringement detection: the form checks observations for contact data. */
      checkContactData: user.infringementDetection,
      /** Staff only: 'Ver', 'Exportar PDF', 'Registrar infracción' and infractions per quotation. */
      quotationTools: null,
    }

    const request = await QuotationRequest.find(params.id)
    const access = request ? await accessQuery.handle(user, request) : null
    if (!request || !access) {
      const page = await inertia.render(PAGE, { ...base, error: M.notFound })
      return response.status(404).send(page)
    }

    const storeId = access.vendor?.store.id ?? null
    if (access.brandNotEnabled) {
      await request.load('brand')
      return inertia.render(PAGE, { ...base, storeId, brandNotEnabled: brandBlock(request) })
    }

    const view = await query.handle(request, access)
    return inertia.render(PAGE, {
      ...base,
      storeId,
      request: new VendorRequestDetailTransformer(view).toObject(),
      quotationTools: access.staff
        ? new QuotationToolsTransformer(await tools.handle(bouncer, request)).toObject()
        : null,
    })
  }
}
