import type QuotationDetail from '#quotations/models/quotation_detail'
import { formatCents, moneyOf } from '#core/rules/money'
import { lineTotal } from '#quotations/rules/pricing'
import { DELIVERY_TIMES, warrantyLabel } from '#quotations/rules/quotation_form'

/** A money value as a decimal text ("85000.50"), or null. */
export const money = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : formatCents(moneyOf(value))

/**
 * What every reader of a quotation's product sees (the vendor's form, staff, the buyer): the
 * product, its price and line total, warranty and delivery time with their Spanish labels. The
 * vendor's part number is not here: each transformer adds it only for whom may see it.
 */
export function quotationItemFields(item: QuotationDetail) {
  return {
    id: item.id,
    quotation_request_detail_id: item.quotationRequestDetailId,
    name: item.name,
    brand: item.brand,
    amount: item.amount,
    unit_price: money(item.unitPrice)!,
    lineTotal: lineTotal({ amount: item.amount, unitPrice: item.unitPrice }),
    warranty: item.warranty,
    warrantyLabel: warrantyLabel(item.warranty),
    delivery_time: item.deliveryTime,
    delivery_time_label: DELIVERY_TIMES[item.deliveryTime] ?? null,
    image: item.image,
  }
}
