import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Quotation from '#quotations/models/quotation'
import Store from '#stores/models/store'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/**
 * Quotations: shipping included, valid 8 days (model hook), code CT-… (model hook). A new
 * request and a new store unless merged; user = the store's owner; the store's service costs
 * are copied. Totals are not computed from details: merge subtotal / total when a test needs
 * them. States: shippingAdded (12 000), expired, closed, edited.
 * Note: creating a quotation does not bump the request's quotationsCount.
 */
export const QuotationFactory = factory
  .define(Quotation, () => ({
    shippingOption: 'included' as const,
    shippingCost: null,
    observations: null,
    edited: false,
    commission: null,
    subtotal: 0,
    total: 0,
  }))
  .state('shippingAdded', (quotation) => {
    quotation.shippingOption = 'added'
    quotation.shippingCost = 12000
  })
  .state('expired', (quotation) => {
    quotation.validUntil = DateTime.now().startOf('day').minus({ days: 1 })
  })
  .state('closed', (quotation) => {
    quotation.closedAt = DateTime.now()
  })
  .state('edited', (quotation) => {
    quotation.edited = true
  })
  .relation('request', () => QuotationRequestFactory)
  .relation('store', () => StoreFactory)
  .relation('vendor', () => UserFactory)
  .relation('adviser', () => StoreAdviserFactory)
  .relation('details', () => QuotationDetailFactory)
  .relation('buyerIgnore', () => BuyerIgnoreFactory)
  .before('create', async (builder, quotation, ctx) => {
    if (needsParent(builder, quotation, 'quotationRequestId', 'request')) {
      quotation.quotationRequestId = (await QuotationRequestFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, quotation, 'storeId', 'store')) {
      quotation.storeId = (await StoreFactory.useCtx(ctx).apply('goModule').create()).id
    }
    const store = quotation.storeId ? await Store.find(quotation.storeId, inCtx(ctx)) : null
    if (needsParent(builder, quotation, 'userId', 'vendor')) {
      quotation.userId =
        store?.userId ?? (await UserFactory.useCtx(ctx).apply('vendor').create()).id
    }
    if (store && quotation.serviceCost === undefined) quotation.serviceCost = store.serviceCost
    if (store && quotation.serviceCostPercent === undefined) {
      quotation.serviceCostPercent = store.serviceCostPercent
    }
    quotation.serviceCost ??= 0
    quotation.serviceCostPercent ??= 0
  })
  .build()
