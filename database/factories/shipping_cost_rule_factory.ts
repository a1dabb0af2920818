import factory from '@adonisjs/lucid/factories'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import { StoreFactory } from '#database/factories/store_factory'
import { needsParent } from '#database/factories/helpers'

/** Shipping rules: from 0 add 12 000. State `free`: from 200 000 shipping is free. */
export const ShippingCostRuleFactory = factory
  .define(ShippingCostRule, () => ({ lowerPurchasePrice: 0, addShippingCost: 12000 }))
  .state('free', (rule) => {
    rule.lowerPurchasePrice = 200000
    rule.addShippingCost = 0
  })
  .relation('store', () => StoreFactory)
  .before('create', async (builder, rule, ctx) => {
    if (needsParent(builder, rule, 'storeId', 'store')) {
      rule.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
  })
  .build()
