import { BaseTransformer } from '@adonisjs/core/transformers'
import type { QuotationToolsView } from '#quotations/queries/quotation_tools_query'

/**
 * The `quotationTools` prop of the seller-side detail page for staff (doc 3 §2.4, §4.2): the
 * 'Ver' link, whether 'Registrar infracción' shows, and per quotation its PDF link and its
 * infractions (doc 3 §3 "infractions (created_at, infractionType, infraction_detail)", with the
 * type's Spanish label), newest first; `infractions` is null where the viewer may not read them.
 */
export default class QuotationToolsTransformer extends BaseTransformer<QuotationToolsView> {
  toObject() {
    const view = this.resource
    return {
      viewUrl: view.viewUrl,
      canRegisterInfraction: view.canRegisterInfraction,
      quotations: view.rows.map((row) => ({
        id: row.quotation.id,
        code: row.quotation.code,
        pdfUrl: row.pdfUrl,
        infractions: row.seesInfractions
          ? row.quotation.infractions.map((infraction) => ({
              id: infraction.id,
              created_at: infraction.createdAt.toISO()!,
              infractionType: infraction.infractionType as string,
              infractionTypeLabel: infraction.infractionTypeLabel as string,
              infraction_detail: infraction.infractionDetail,
            }))
          : null,
      })),
    }
  }
}

export type QuotationToolsData = ReturnType<QuotationToolsTransformer['toObject']>
