import { BaseTransformer } from '@adonisjs/core/transformers'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { CustomerDataViewer } from '#quotations/rules/customer_data'
import { REQUEST_STATUS_LABELS, requestStatusOf } from '#staff/rules/records'
import { recordBuyer, vehicleName } from '#staff/transformers/record_buyer'

/**
 * A row of the staff list of requests (`/staff/solicitudes`): code, date, status, channel (a
 * store's own request names its store), vehicle and plate, quotations received and the buyer
 * (masked by the one rule, record_buyer.ts). The page links it to the request detail page
 * staff read (QuotationRequestDetailPage) by its id.
 */
export default class RecordRequestTransformer extends BaseTransformer<QuotationRequest> {
  constructor(
    resource: QuotationRequest,
    protected viewer: CustomerDataViewer
  ) {
    super(resource)
  }

  toObject() {
    const request = this.resource
    const status = requestStatusOf({ isClosed: request.isClosed, expired: request.isExpired })
    return {
      id: request.id,
      code: request.code,
      createdAt: request.createdAt.toISO()!,
      status,
      statusLabel: REQUEST_STATUS_LABELS[status],
      store: request.store ? { id: request.store.id, name: request.store.name } : null,
      vehicle: vehicleName(request),
      plate: request.vehicleLicensePlate,
      quotationsCount: request.quotationsCount,
      buyer: recordBuyer(this.viewer, request),
    }
  }
}
