import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Store from '#stores/models/store'
import { moneyOf } from '#core/rules/money'
import StoreApiTokenQuery from '#stores/queries/store_api_token_query'
import {
  openingHoursOf,
  storeAllows,
  type StoreBankView,
  type StoreConfigView,
} from '#stores/rules/store_config_rules'

/** Where a stored logo is shown: a key through the disk; a path or URL as it is. */
async function logoUrlOf(logo: string | null) {
  if (!logo) return null
  if (/^https?:\/\//.test(logo) || logo.startsWith('/')) return logo
  return drive.use().getUrl(logo)
}

/**
 * The saved bank account, masked: the bank, type, last four digits, holder and date. The
 * encrypted number and document are never read into the view.
 */
function bankViewOf(store: Store): StoreBankView | null {
  if (!store.bankName || !store.bankAccountType || !store.bankAccountLast4) return null
  return {
    bankName: store.bankName,
    accountType: store.bankAccountType,
    last4: store.bankAccountLast4,
    holder: store.bankAccountHolder ?? '',
    savedAt: store.bankDataSavedAt?.toISO() ?? null,
  }
}

/**
 * Everything the configuration page shows of one store, read fresh on every call: its data,
 * brands and zones, shipping settings, and the choices (active vehicle brands, the departments
 * of the store's country), and the integration token's state (never its value). Seven small
 * queries.
 */
export default class StoreConfigQuery {
  async byUrl(urlPath: string) {
    return Store.query().where('url_path', urlPath).where('is_active', true).first()
  }

  async byId(id: number) {
    return Store.query().where('id', id).where('is_active', true).first()
  }

  async handle(store: Store): Promise<StoreConfigView> {
    const [city, brandRows, zones, rules, brands, departments, integration] = await Promise.all([
      store.cityId
        ? db.from('localization_zones').where('id', store.cityId).select('full_name').first()
        : null,
      db.from('store_vehicle_brands').where('store_id', store.id).select('vehicle_brand_id'),
      db
        .from('store_zones')
        .join('localization_zones', 'localization_zones.id', 'store_zones.zone_id')
        .where('store_zones.store_id', store.id)
        .orderBy('localization_zones.full_name')
        .select('localization_zones.id', 'localization_zones.full_name', 'localization_zones.type'),
      db
        .from('shipping_cost_rules')
        .where('store_id', store.id)
        .orderBy('lower_purchase_price')
        .select('lower_purchase_price', 'add_shipping_cost'),
      db.from('vehicle_brands').where('is_active', true).orderBy('name').select('id', 'name'),
      db
        .from('localization_zones')
        .where('country_code', store.countryCode)
        .where('type', 'department')
        .orderBy('name')
        .select('id', 'name'),
      new StoreApiTokenQuery().state(store),
    ])
    // whole pesos (COP): the page edits no cents
    const pesos = (value: string | number) => Number(moneyOf(value) / 100n)
    return {
      store: {
        id: store.id,
        urlPath: store.urlPath,
        name: store.name,
        countryCode: store.countryCode,
        logo: store.logoUrl,
        logoUrl: await logoUrlOf(store.logoUrl),
        description: store.description,
        address: store.address,
        cityId: store.cityId,
        cityName: city?.full_name ?? null,
        mobileNumber: store.mobileNumber,
        email: store.email,
        openingHours: openingHoursOf(store.config),
      },
      market: {
        brandIds: brandRows.map((row) => Number(row.vehicle_brand_id)),
        zones: zones.map((zone) => ({
          id: Number(zone.id),
          fullName: zone.full_name,
          type: zone.type,
        })),
        notifyNewRequestsByEmail: storeAllows(store.config, 'notifyNewRequestsByEmail'),
        notifyNewRequestsByWhatsapp: storeAllows(store.config, 'notifyNewRequestsByWhatsapp'),
      },
      shipping: {
        policy: store.shippingPolicy,
        allowStorePickup: store.allowStorePickup,
        allowPaymentAgainstDelivery: store.allowPaymentAgainstDelivery,
        rules: rules.map((rule) => ({
          lower_purchase_price: pesos(rule.lower_purchase_price),
          add_shipping_cost: pesos(rule.add_shipping_cost),
        })),
      },
      payments: {
        salesModel: store.salesModel,
        paymentName: store.paymentName,
        paymentMobileNumber: store.paymentMobileNumber,
        transactionClosingForm: store.transactionClosingForm,
        bank: bankViewOf(store),
      },
      go: {
        active: store.goModuleActive,
        activatedAt: store.goModuleActivatedAt?.toISO() ?? null,
        serviceCostPercent: Number(store.serviceCostPercent),
        serviceCost: Number(store.serviceCost),
        activationRequestedAt: store.goActivationRequestedAt?.toISO() ?? null,
      },
      integration,
      options: {
        brands: brands.map((brand) => ({ id: Number(brand.id), name: brand.name })),
        departments: departments.map((zone) => ({ id: Number(zone.id), name: zone.name })),
      },
    }
  }
}
