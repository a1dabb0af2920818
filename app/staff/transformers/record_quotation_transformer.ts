import { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quotation from '#quotations/models/quotation'
import type { CustomerDataViewer } from '#quotations/rules/customer_data'
import { formatCents, moneyOf } from '#core/rules/money'
import { QUOTATION_STATUS_LABELS, quotationStatusOf } from '#staff/rules/records'
import { recordBuyer, vehicleName } from '#staff/transformers/record_buyer'

/**
 * A row of the staff list of quotations (`/staff/cotizaciones`): code, date, status, total (a
 * decimal text, in the host country's currency), validity, the store that sent it, its
 * request (code, vehicle, plate) and the buyer (masked by the one rule). The page's row menu
 * offers 'Ver' (the request detail page at this quotation), 'Exportar PDF' and 'Registrar
 * infracción', as the page's `links` allow.
 */
export default class RecordQuotationTransformer extends BaseTransformer<Quotation> {
  constructor(
    resource: Quotation,
    protected viewer: CustomerDataViewer
  ) {
    super(resource)
  }

  toObject() {
    const quotation = this.resource
    const request = quotation.request
    const status = quotationStatusOf({
      ordered: Number(quotation.$extras.staff_orders ?? 0) > 0,
      discarded: Number(quotation.$extras.staff_discards ?? 0) > 0,
      closed: quotation.closedAt !== null,
      expired: quotation.validUntil.endOf('day') < DateTime.now(),
    })
    return {
      id: quotation.id,
      code: quotation.code,
      createdAt: quotation.createdAt.toISO()!,
      validUntil: quotation.validUntil.toISODate()!,
      status,
      statusLabel: QUOTATION_STATUS_LABELS[status],
      total: formatCents(moneyOf(quotation.total)),
      store: quotation.store ? { id: quotation.store.id, name: quotation.store.name } : null,
      request: {
        id: request.id,
        code: request.code,
        vehicle: vehicleName(request),
        plate: request.vehicleLicensePlate,
      },
      buyer: recordBuyer(this.viewer, request),
    }
  }
}
