import factory from '@adonisjs/lucid/factories'
import Store from '#stores/models/store'
import { UserFactory } from '#database/factories/user_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { ShippingCostRuleFactory } from '#database/factories/shipping_cost_rule_factory'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'
import { mobileFor, needsParent, RUN, sequence } from '#database/factories/helpers'

/**
 * Stores: orders sales model, no GO module, service cost 2000 + 5 %. The owner is a new vendor
 * user unless `userId` is merged or `.with('owner')` is used.
 * States: goModule (has{product}GoModuleAdministration), cart (cart sales model),
 * pickupAndCod (store pickup and payment against delivery allowed).
 * Relations: owner, advisers, brands, shippingCostRules, productImages, city.
 */
export const StoreFactory = factory
  .define(Store, () => {
    const n = sequence()
    return {
      name: `Repuestos Prueba ${n}`,
      urlPath: `repuestos-prueba-${n}-${RUN}`,
      mobileNumber: mobileFor(n),
      countryCode: 'CO',
      goModuleActive: false,
      salesModel: 'orders' as const,
      serviceCost: 2000,
      serviceCostPercent: 0.05,
      config: {},
      addressingAfterTransaction: false,
      allowStorePickup: false,
      allowPaymentAgainstDelivery: false,
      isActive: true,
      shippingPolicy: 'Envíos a todo el país con transportadora.',
    }
  })
  .state('goModule', (store) => {
    store.goModuleActive = true
  })
  .state('cart', (store) => {
    store.salesModel = 'cart'
  })
  .state('pickupAndCod', (store) => {
    store.allowStorePickup = true
    store.allowPaymentAgainstDelivery = true
  })
  .relation('owner', () => UserFactory)
  .relation('city', () => LocalizationZoneFactory)
  .relation('advisers', () => StoreAdviserFactory)
  .relation('brands', () => VehicleBrandFactory)
  .relation('shippingCostRules', () => ShippingCostRuleFactory)
  .relation('productImages', () => ProductImageFactory)
  .before('create', async (builder, store, ctx) => {
    if (needsParent(builder, store, 'userId', 'owner')) {
      const owner = await UserFactory.useCtx(ctx).apply('vendor').create()
      store.userId = owner.id
    }
  })
  .build()
