import { BaseTransformer } from '@adonisjs/core/transformers'
import type Infraction from '#moderation/models/infraction'

/**
 * An infraction (doc 1 §3) in the spec's field names, as POST /api/store/infractions and GET
 * /api/store/Infractions answer it: `infractionType` is the type's key and
 * `infractionTypeLabel` its Spanish label; `infraction_file` the evidence's upload key (an image
 * or a PDF, served under /uploads). `registered_by` (which admin registered it) only for
 * readers of every store (`seesRegistrar`); the relations asked for with `with` when loaded.
 */
export default class InfractionTransformer extends BaseTransformer<Infraction> {
  constructor(
    resource: Infraction,
    protected seesRegistrar: boolean
  ) {
    super(resource)
  }

  toObject() {
    const infraction = this.resource
    const loaded = infraction.$preloaded
    return {
      id: infraction.id,
      store_id: infraction.storeId,
      buyer_id: infraction.buyerId,
      code_transaction: infraction.codeTransaction,
      notifyTheSeller: infraction.notifyTheSeller,
      infraction_type: infraction.infractionType,
      infractionType: infraction.infractionType,
      infractionTypeLabel: infraction.infractionTypeLabel,
      infraction_detail: infraction.infractionDetail,
      infraction_file: infraction.infractionFile,
      quotation_id: infraction.quotationId,
      quotation_request_id: infraction.quotationRequestId,
      cart_shopping_header_id: infraction.cartShoppingHeaderId,
      created_at: infraction.createdAt.toISO()!,
      registered_by: this.seesRegistrar ? infraction.registeredBy : null,
      ...('store' in loaded && {
        store: infraction.store ? { id: infraction.store.id, name: infraction.store.name } : null,
      }),
      ...('quotation' in loaded && {
        quotation: infraction.quotation
          ? {
              id: infraction.quotation.id,
              code: infraction.quotation.code,
              quotation_request_id: infraction.quotation.quotationRequestId,
            }
          : null,
      }),
      ...('quotationRequest' in loaded && {
        quotationRequest: infraction.quotationRequest
          ? { id: infraction.quotationRequest.id, code: infraction.quotationRequest.code }
          : null,
      }),
      ...('cartShoppingHeader' in loaded && {
        cartShoppingHeader: infraction.cartShoppingHeader
          ? {
              id: infraction.cartShoppingHeader.id,
              ref_venta: infraction.cartShoppingHeader.refVenta,
            }
          : null,
      }),
      ...('registrar' in loaded &&
        this.seesRegistrar && {
          registrar: infraction.registrar
            ? { id: infraction.registrar.id, name: infraction.registrar.fullName }
            : null,
        }),
    }
  }
}
