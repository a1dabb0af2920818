import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import { allowed } from '#core/policies/decisions'
import Quotation from '#quotations/models/quotation'
import type QuotationRequest from '#quotations/models/quotation_request'

/** One quotation's tools on the staff view, each flag decided by a policy. */
export interface QuotationToolsRow {
  quotation: Quotation
  /** QuotationExportPolicy.exportPdf: the download route, or null. */
  pdfUrl: string | null
  /** InfractionPolicy.readStore: whether its infractions are shown. */
  seesInfractions: boolean
}

export interface QuotationToolsView {
  /** The buyer-side detail of the request ('Ver', QuotationRequestDetailCustomer). */
  viewUrl: string
  /** InfractionPolicy.register: 'Registrar infracción'. */
  canRegisterInfraction: boolean
  rows: QuotationToolsRow[]
}

/**
 * What the admin view of a request's quotations offers (doc 3 §2.4: read-only, an export
 * button, a 'Ver' link to the request detail, 'Registrar infracción'; §4.2 "a quotation with an
 * infraction shows the infraction data"), for the staff of the seller-side detail page. The
 * quotations' infractions come through the relation the moderation module adds at boot
 * (start/relations.ts), two queries for all of them; the permissions through the policies by
 * name (InfractionPolicy lives in a higher module).
 */
export default class QuotationToolsQuery {
  async handle(bouncer: HttpContext['bouncer'], request: QuotationRequest) {
    const quotations = await Quotation.query()
      .where('quotation_request_id', request.id)
      .orderBy('id', 'asc')
      .preload('infractions', (infractions) =>
        infractions.orderBy('created_at', 'desc').orderBy('id', 'desc')
      )
    const exportPolicy = bouncer.with('QuotationExportPolicy')
    const infractionPolicy = bouncer.with('InfractionPolicy')
    const rows: QuotationToolsRow[] = []
    for (const quotation of quotations) {
      const [canExport, seesInfractions] = await Promise.all([
        allowed(exportPolicy.execute('exportPdf', quotation)),
        allowed(infractionPolicy.execute('readStore', quotation.storeId)),
      ])
      rows.push({
        quotation,
        pdfUrl: canExport
          ? urlWithPrefix(
              `/${productConfig.goPath}/quotation/downloadQuotationInPDF/${quotation.id}`
            )
          : null,
        seesInfractions,
      })
    }
    return {
      viewUrl: urlWithPrefix(`/${productConfig.goPath}/quotationRequestDetail/${request.id}`),
      canRegisterInfraction: await allowed(infractionPolicy.execute('register')),
      rows,
    } satisfies QuotationToolsView
  }
}
