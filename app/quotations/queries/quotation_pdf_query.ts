import { DateTime } from 'luxon'
import productConfig from '#config/product'
import type Quotation from '#quotations/models/quotation'
import type { PdfViewer } from '#quotations/policies/quotation_export_policy'
import { priceQuotation, lineTotal } from '#quotations/rules/pricing'
import { formatCents, moneyOf } from '#core/rules/money'
import { DELIVERY_TIMES, SHIPPING_OPTIONS, warrantyLabel } from '#quotations/rules/quotation_form'
import { PDF_LABELS, type QuotationPdfDocument } from '#quotations/rules/quotation_pdf'
import { storeShippingRulesOf } from '#stores/queries/store_shipping_rules_query'
import { COUNTRIES, type CountryCode } from '#core/country/country'

const STATE_LABELS = {
  order: (ref: string) => `Vinculada al pedido ${ref}`,
  closed: 'Cotización cerrada',
  expired: 'Cotización vencida',
}

/** 'Chevrolet Spark GT 2015' (the brand once when the model already starts with it). */
function vehicleLabel(brand: string | null, model: string | null, year: number | null) {
  const cleanModel = model?.trim() ?? ''
  const cleanBrand = brand?.trim() ?? ''
  const repeated = cleanBrand && cleanModel.toLowerCase().startsWith(`${cleanBrand.toLowerCase()} `)
  return [repeated ? null : cleanBrand, cleanModel, year].filter((part) => part).join(' ')
}

/**
 * The data of a quotation's PDF (app/quotations/rules/quotation_pdf.ts) in a fixed number of
 * queries: the store and its city, the seller, the products, the request with its brand and
 * city, its orders. Totals come from the one pricing module (exact decimals); the store's part
 * numbers only for staff and the store itself, never for the buyer; never the commission or
 * the service costs (a printed quotation is what the buyer pays, not what the store keeps).
 */
export default class QuotationPdfQuery {
  async handle(quotation: Quotation, viewer: PdfViewer): Promise<QuotationPdfDocument> {
    await quotation.load((loader) => {
      loader
        .load('store', (store) => store.preload('city'))
        .load('adviser')
        .load('details', (details) => details.orderBy('id', 'asc'))
        .load('request', (request) => request.preload('brand').preload('city'))
        .load('cartShoppingHeaders', (headers) => headers.orderBy('id', 'asc'))
    })
    const storeRules = await storeShippingRulesOf(quotation.storeId)
    const request = quotation.request
    const countryCode = request.countryCode
    const zone = (COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO).timeZone
    const orders = (quotation.cartShoppingHeaders ?? []) as unknown as {
      refVenta: string
      status?: string
    }[]
    const order = orders.find((header) => header.status !== 'cancelled') ?? null
    const pricing = priceQuotation({
      items: quotation.details,
      shippingOption: quotation.shippingOption,
      shippingCost: quotation.shippingCost,
      storeRules,
      costs: {
        serviceCost: quotation.serviceCost,
        serviceCostPercent: quotation.serviceCostPercent,
      },
      storedCommission: quotation.commission,
      linkedToOrder: order !== null,
    })
    const stateLabel = order
      ? STATE_LABELS.order(order.refVenta)
      : quotation.closedAt
        ? STATE_LABELS.closed
        : quotation.isExpired
          ? STATE_LABELS.expired
          : null
    // the one shipping rule's value (the vendor's capped by the store's tiers); 'Envío gratis'
    // when the store's tiers make it free; otherwise the option's text
    const charged = moneyOf(pricing.shipping) > 0n
    const freeByTiers = !charged && quotation.shippingOption !== 'included' && storeRules.length > 0

    return {
      productName: productConfig.name,
      countryCode,
      code: quotation.code,
      createdAt: quotation.createdAt.setZone(zone).toFormat('dd/MM/yyyy'),
      validUntil: quotation.validUntil.toFormat('dd/MM/yyyy'),
      generatedAt: DateTime.now().setZone(zone).toFormat('dd/MM/yyyy HH:mm'),
      stateLabel,
      edited: quotation.edited,
      store: {
        name: quotation.store?.name ?? productConfig.name,
        city: quotation.store?.city?.fullName ?? null,
      },
      adviser: quotation.adviser?.name ?? null,
      request: {
        code: request.code,
        vehicle: vehicleLabel(
          request.brand?.name ?? null,
          request.vehicleModel,
          request.vehicleYear
        ),
        plate: request.vehicleLicensePlate,
        vin: request.vehicleVin,
        city: request.city?.fullName ?? null,
      },
      items: quotation.details.map((item) => ({
        name: item.name,
        brand: item.brand,
        amount: item.amount,
        unitPrice: formatCents(moneyOf(item.unitPrice)),
        lineTotal: lineTotal({ amount: item.amount, unitPrice: item.unitPrice }),
        warranty: warrantyLabel(item.warranty),
        delivery: DELIVERY_TIMES[item.deliveryTime] ?? item.deliveryTime,
        reference: viewer === 'buyer' ? null : item.reference,
      })),
      shipping: {
        label: freeByTiers
          ? PDF_LABELS.freeShipping
          : (SHIPPING_OPTIONS[quotation.shippingOption] ?? ''),
        value: charged ? pricing.shipping : null,
      },
      subtotal: pricing.subtotal,
      total: pricing.total,
      observations: quotation.observations,
    }
  }
}
