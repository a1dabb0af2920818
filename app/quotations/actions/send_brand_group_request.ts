import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import User from '#users/models/user'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { VendorContext } from '#stores/queries/vendor_context_query'
import { EmailSender } from '#core/services/messaging/contracts'
import productConfig from '#config/product'
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
 * e-mail gets it through the EmailSender, drawn by the one e-mail layout (sendLayoutEmail,
 * essential: always sent). The row is the record: a failed e-mail is logged and
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
    const message = this.message(user, vendor, requirement, request)
    for (const admin of admins) {
      try {
        await sendLayoutEmail(this.mail, admin, message)
      } catch (error) {
        logger.error({ err: error, brandGroupRequestId: row.id }, 'brand request e-mail failed')
      }
    }
    return row
  }

  private message(
    user: User,
    vendor: VendorContext,
    requirement: string,
    request: QuotationRequest | null
  ) {
    const store = vendor.store
    const lines = [
      `La tienda "${store.name}" solicita habilitar marcas o grupos de autopartes en ${productConfig.moduleName}.`,
      '',
      `Tienda: ${store.name} (id ${store.id}, /tienda/${store.urlPath})`,
      `Solicitado por: ${user.fullName}${vendor.adviser ? ' (asesor)' : ''}`,
    ]
    if (request) {
      lines.push(
        `Solicitud de cotización: ${request.code}${request.brand ? ` (marca ${request.brand.name})` : ''}`
      )
    }
    lines.push('', 'Requerimiento:', requirement)
    return {
      subject: `Solicitud de habilitación de marcas o grupos: ${store.name}`,
      text: lines.join('\n'),
    }
  }
}
