import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import SendBrandGroupRequest from '#quotations/actions/send_brand_group_request'
import { actingStore } from '#stores/policies/acting_store'
import { orFail } from '#core/policies/decisions'
import { brandGroupRequestValidator } from '#quotations/validators/brand_group_request'
import { BusinessError } from '#core/errors'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

/**
 * PATCH /api/{product}Go/quotationRequest/sendNotifyToAdminAboutBrands (doc 3 §7 "Notify about
 * brands/groups"): `{ requirement, quotation_request_id? }`. Stores only
 * (SellerAreaPolicy.askForBrands: the owner or an adviser of an active store; anybody else 403).
 * The requirement is required, at most 1024 characters ('Completa el campo requerido', 422). A
 * `quotation_request_id` must be a request the vendor may see (VendorRequestPolicy.viewAsVendor;
 * otherwise 422, without telling whether it exists). Answers 'Solicitud enviada exitosamente'.
 */
export default class BrandGroupRequestsController {
  /** @summary Solicita al administrador marcas para la tienda */
  @inject()
  async store({ request, auth, bouncer }: HttpContext, action: SendBrandGroupRequest) {
    const user = auth.getUserOrFail()
    await orFail(bouncer.with('SellerAreaPolicy').execute('askForBrands'))
    const vendor = (await actingStore(user))!

    const input = await request.validateUsing(brandGroupRequestValidator)
    let quotationRequest: QuotationRequest | null = null
    if (input.quotation_request_id) {
      quotationRequest = await QuotationRequest.find(input.quotation_request_id)
      const visible =
        quotationRequest !== null &&
        (await bouncer.with('VendorRequestPolicy').allows('viewAsVendor', quotationRequest))
      if (!visible) throw new BusinessError(M.requestUnknown, 422, {}, 'quotation_request_id')
    }

    const row = await action.handle({
      user,
      vendor,
      requirement: input.requirement,
      request: quotationRequest,
    })
    return {
      message: M.brandRequestSent,
      data: {
        id: row.id,
        store_id: row.storeId,
        quotation_request_id: row.quotationRequestId,
        requirement: row.requirement,
        created_at: row.createdAt.toISO(),
      },
    }
  }
}
