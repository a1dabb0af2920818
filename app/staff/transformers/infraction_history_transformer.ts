import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import type Infraction from '#moderation/models/infraction'
import { EVIDENCE_FOLDER } from '#moderation/actions/store_infraction_evidence'
import { transactionKindOf } from '#moderation/rules/infraction_notice'
import { transactionTitle } from '#moderation/rules/store_infractions_page'

/**
 * The staff's page of the transaction an infraction is about: the request detail page (route
 * QuotationRequestDetailPage, where staff read every quotation; a quotation's card opened with
 * `section=quotation-{id}`) or the sale's page (`sales.show`, read-only for staff).
 */
function transactionUrl(infraction: Infraction) {
  if (infraction.quotationId && infraction.quotation) {
    return router
      .builder()
      .params({ id: infraction.quotation.quotationRequestId })
      .qs({ section: `quotation-${infraction.quotationId}` })
      .make('QuotationRequestDetailPage')
  }
  if (infraction.cartShoppingHeaderId) {
    return router.builder().params({ id: infraction.cartShoppingHeaderId }).make('sales.show')
  }
  if (infraction.quotationRequestId) {
    return router
      .builder()
      .params({ id: infraction.quotationRequestId })
      .make('QuotationRequestDetailPage')
  }
  return null
}

/** Where staff open the evidence (never public: the guarded evidence route). */
function evidenceUrl(key: string | null) {
  const prefix = `${EVIDENCE_FOLDER}/`
  if (!key?.startsWith(prefix)) return null
  return router
    .builder()
    .params({ file: key.slice(prefix.length) })
    .make('api.infractions.evidenceFile')
}

/**
 * One infraction of a store's history on /staff/infracciones/{id}: type, date, description, who
 * registered it, whether the store was told, the transaction (title and staff link) and the
 * evidence. Loaded by InfractionsQuery with quotation, quotationRequest, cartShoppingHeader and
 * registrar.
 */
export default class InfractionHistoryTransformer extends BaseTransformer<Infraction> {
  toObject() {
    const infraction = this.resource
    const kind = transactionKindOf(infraction)
    return {
      id: infraction.id,
      type: infraction.infractionType,
      typeLabel: infraction.infractionTypeLabel,
      detail: infraction.infractionDetail,
      createdAt: infraction.createdAt.toISO()!,
      registrar: infraction.registrar?.fullName ?? null,
      notified: infraction.notifyTheSeller,
      transaction: {
        title: transactionTitle(kind, infraction.codeTransaction),
        url: transactionUrl(infraction),
      },
      evidenceUrl: evidenceUrl(infraction.infractionFile),
    }
  }
}
