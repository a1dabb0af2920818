import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type Store from '#stores/models/store'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import type {
  storeDataValidator,
  storeMarketValidator,
  storePaymentValidator,
  storeShippingValidator,
} from '#stores/validators/store_config'

/**
 * The saves of the store configuration page (issue 20 item 3), one per section, each in one
 * transaction. Nothing is cached: the lists, counters and live push read the tables again
 * (whereStoreServesCity), and the checkout, the shipping popover and the order read the
 * shipping rules from the table (StoreShippingQuery, deliveryShippingCents).
 */
export default class SaveStoreConfig {
  /** Datos. Opening hours go to the config JSON (`openingHours`, seven days, Monday first). */
  async data(store: Store, input: Infer<typeof storeDataValidator>) {
    store.merge({
      name: input.name,
      logoUrl: input.logo || null,
      description: input.description || null,
      address: input.address || null,
      cityId: input.city_id,
      mobileNumber: input.mobile_number,
      email: input.email,
      config: { ...(store.config ?? {}), openingHours: input.opening_hours },
    })
    await store.save()
  }

  /**
   * Marcas y zonas: replaces the brands sold and the zones served, and sets the store's
   * new-request notices by e-mail / WhatsApp when given (kept in its config JSON).
   */
  async market(store: Store, input: Infer<typeof storeMarketValidator>) {
    await db.transaction(async (trx) => {
      store.useTransaction(trx)
      const notices = {
        ...(input.notify_new_requests_by_email === undefined
          ? {}
          : { notifyNewRequestsByEmail: input.notify_new_requests_by_email }),
        ...(input.notify_new_requests_by_whatsapp === undefined
          ? {}
          : { notifyNewRequestsByWhatsapp: input.notify_new_requests_by_whatsapp }),
      }
      if (Object.keys(notices).length > 0) {
        store.merge({ config: { ...(store.config ?? {}), ...notices } })
        await store.save()
      }
      await store.related('brands').sync(input.brand_ids)
      await trx.from('store_zones').where('store_id', store.id).delete()
      if (input.zone_ids.length > 0) {
        const now = new Date()
        await trx.table('store_zones').multiInsert(
          input.zone_ids.map((zoneId) => ({
            store_id: store.id,
            zone_id: zoneId,
            created_at: now,
          }))
        )
      }
    })
  }

  /** Envíos: the policy text, the options and the rules (replaced as a whole). */
  async shipping(store: Store, input: Infer<typeof storeShippingValidator>) {
    await db.transaction(async (trx) => {
      store.useTransaction(trx)
      store.merge({
        shippingPolicy: input.shipping_policy || null,
        allowStorePickup: input.allow_store_pickup,
        allowPaymentAgainstDelivery: input.allow_payment_against_delivery,
      })
      await store.save()
      await ShippingCostRule.query({ client: trx }).where('store_id', store.id).delete()
      await ShippingCostRule.createMany(
        input.rules.map((rule) => ({
          storeId: store.id,
          lowerPurchasePrice: rule.lower_purchase_price,
          addShippingCost: rule.add_shipping_cost,
        })),
        { client: trx }
      )
    })
  }

  /** Pagos: the payment info buyers see after ordering. */
  async payments(store: Store, input: Infer<typeof storePaymentValidator>) {
    store.merge({
      paymentName: input.payment_name || null,
      paymentMobileNumber: input.payment_mobile_number || null,
      transactionClosingForm: input.transaction_closing_form || null,
    })
    await store.save()
  }
}
