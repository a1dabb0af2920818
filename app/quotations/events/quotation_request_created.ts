import { BaseEvent } from '@adonisjs/core/events'

/**
 * A buyer's quotation request was saved (after the transaction commits). The vendor workspace
 * listens to it to reach every vendor who may quote it (live dashboards, notifications).
 */
export default class QuotationRequestCreated extends BaseEvent {
  constructor(
    public requestId: number,
    public storeId: number | null,
    public brandId: number
  ) {
    super()
  }
}
