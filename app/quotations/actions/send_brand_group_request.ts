import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import User from '#users/models/user'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { VendorContext } from '#stores/queries/vendor_context_query'
import { EmailSender } from '#core/services/messaging/contracts'
import productConfig from '#config/product'
import { absoluteUrl } from '#core/country/urls'
import { urlWithPrefix } from '#core/services/routes_helper'
import { brandGroupRequestEmail } from '#quotations/rules/brand_group_request_notice'
import { sendLayoutEmail } from '#users/services/notice_mail'

export interface BrandGroupRequestInput {
  user: User
  vendor: VendorContext
  requirement: string
  /** The request the vendor could not see, when asked from its detail page. */
  request: QuotationRequest | null
}

/**
 * A vendor asks the platform admins to enable vehicle brands or part groups for the store
 * (doc 3 §2.1, §5, §7 "Notify about brands/groups"): the requirement is kept in
 * brand_group_requests for the store, and every active platform admin (isAdmin) with an
 * e-mail gets it through the EmailSender (greeted by name, with an absolute link to the store on
 * its country site, drawn by the one e-mail layout: sendLayoutEmail, essential). The row is the record: a failed e-mail is logged and
 * does not undo it.
 */
@inject()
export default class SendBrandGroupRequest {
  constructor(private mail: EmailSender) {}

  async handle({ user, vendor, requirement, request }: BrandGroupRequestInput) {
    const row = await BrandGroupRequest.create({
      storeId: vendor.store.id,
      userId: user.id,
      quotationRequestId: request?.id ?? null,
      requirement,
    })
    if (request && !request.$preloaded.brand) await request.load('brand')

    const admins = await User.query()
      .where('is_admin', true)
      .whereNotNull('email')
      .whereNull('deactivated_at')
      .orderBy('id', 'asc')
    for (const admin of admins) {
      const content = brandGroupRequestEmail({
        adminName: admin.fullName,
        storeName: vendor.store.name,
        storeId: vendor.store.id,
        requesterName: user.fullName,
        byAdviser: Boolean(vendor.adviser),
        requestCode: request?.code ?? null,
        brandName: request?.brand?.name ?? null,
        requirement,
        moduleName: productConfig.moduleName,
        link: absoluteUrl(
          vendor.store.countryCode,
          urlWithPrefix(`/tienda/${vendor.store.urlPath}`)
        ),
      })
      try {
        await sendLayoutEmail(this.mail, admin, content)
      } catch (error) {
        logger.error({ err: error, brandGroupRequestId: row.id }, 'brand request e-mail failed')
      }
    }
    return row
  }
}
