import { BaseTransformer } from '@adonisjs/core/transformers'
import type Store from '#stores/models/store'
import { formatCents, moneyOf } from '#core/rules/money'

/**
 * GET /api/store/store/{id}/shippingCostRulesAndDiscounts (doc 1 §3 "Shipping cost rules",
 * "Store payment info", §4 "Shipping options"): the store's shipping policy text and rules
 * (money as decimal texts, ascending by `lower_purchase_price`; `add_shipping_cost` "0.00" is
 * free shipping), the shipping options it allows, its sales model and its payment info.
 */
export default class StoreShippingTransformer extends BaseTransformer<Store> {
  toObject() {
    const store = this.resource
    return {
      store_id: store.id,
      shippingPolicy: store.shippingPolicy,
      rules: store.shippingCostRules.map((rule) => ({
        id: rule.id,
        lower_purchase_price: formatCents(moneyOf(rule.lowerPurchasePrice)),
        add_shipping_cost: formatCents(moneyOf(rule.addShippingCost)),
      })),
      allowStorePickup: store.allowStorePickup,
      allowPaymentAgainstDelivery: store.allowPaymentAgainstDelivery,
      salesModel: store.salesModel,
      paymentInfo: {
        name: store.paymentName,
        mobile_number: store.paymentMobileNumber,
        addressing_after_transaction: store.addressingAfterTransaction,
        addressing_button_name: store.addressingButtonName,
        transaction_closing_form: store.transactionClosingForm,
      },
    }
  }
}
