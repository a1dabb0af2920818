import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import productConfig from '#config/product'
import { zoneRows } from '#database/data/zones'
import { vehicleBrands } from '#database/data/vehicle_brands'
import LocalizationZone from '#core/models/localization_zone'
import User, { type UserKind } from '#users/models/user'
import Activity from '#users/models/activity'
import VehicleBrand from '#catalog/models/vehicle_brand'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import ProductImage from '#stores/models/product_image'
import { keepUploadedImage, recompressImage } from '#core/actions/store_uploaded_image'
import Supplier from '#stores/models/supplier'
import SupplierQualification from '#stores/models/supplier_qualification'
import Vehicle from '#garage/models/vehicle'
import QuotationRequest, { type CloseReason } from '#quotations/models/quotation_request'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import Quotation, { type ShippingOption } from '#quotations/models/quotation'
import QuotationDetail, { type DeliveryTime } from '#quotations/models/quotation_detail'
import VendorIgnore from '#quotations/models/vendor_ignore'
import ProcessObservation from '#quotations/models/process_observation'
import NpsRating from '#quotations/models/nps_rating'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import BillingData from '#orders/models/billing_data'
import ChatMessage from '#chat/models/chat_message'
import QueueNotification, { NOTIFICATION_TOPICS } from '#notifications/models/queue_notification'
import { deliveryShippingCents } from '#quotations/rules/pricing'
import { formatCents, moneyOf } from '#core/rules/money'
import { storeShippingRulesOf } from '#stores/queries/store_shipping_rules_query'

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Repuestos2026'

/**
 * Tables of the demo content, children first. Every run empties them (and restarts their ids)
 * before writing the demo again, so seeding twice gives the same data. Users are not deleted:
 * demo accounts are matched by e-mail and updated in place.
 */
const DEMO_TABLES = [
  'activities_agenda',
  'infractions',
  'queue_notifications',
  'chat_messages',
  'transactions_paid',
  'pending_cart_items',
  'cart_shopping_details',
  'cart_shopping_headers',
  'billing_data',
  'user_additional_addresses',
  'nps_ratings',
  'buyer_ignores',
  'quotation_details',
  'quotations',
  'brand_group_requests',
  'quotation_request_to_vendors',
  'vendor_ignores',
  'quotation_request_detail_unavailables',
  'quotation_request_suppliers',
  'quotation_request_details',
  'quotation_requests',
  'vehicles',
  'product_images',
  'supplier_qualifications',
  'buyer_suppliers',
  'suppliers',
  'shipping_cost_rules',
  'store_advisers',
  'store_vehicle_brands',
  'stores',
]

const CHUNK = 200

type DemoUser = {
  key: string
  fullName: string
  email: string
  mobile: string
  city: string
  userKind?: UserKind
  flags?: Partial<
    Pick<
      User,
      | 'isVendor'
      | 'isAdmin'
      | 'manageGoModule'
      | 'manageMessagesModule'
      | 'manageMessageDeletion'
      | 'manageInfractionsModule'
      | 'showCustomerData'
      | 'showCustomerDataMarketplace'
    >
  >
  identification?: string
  address?: string
  /** 'MX': a Mexican account (its city a key of MX_CITY_CODES); Colombian otherwise. */
  country?: 'MX'
}

/** City codes (DIVIPOLA) used by the demo. */
const CITY_CODES: Record<string, string> = {
  medellin: '05001',
  bogota: '11001',
  cali: '76001',
  barranquilla: '08001',
  bucaramanga: '68001',
  pereira: '66001',
  manizales: '17001',
  cartagena: '13001',
  envigado: '05266',
  ibague: '73001',
}

/** Mexican city codes (INEGI) used by the demo. */
const MX_CITY_CODES: Record<string, string> = {
  guadalajara: '14039',
  zapopan: '14120',
  cuauhtemoc: '09015',
  coyoacan: '09003',
}

const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    fullName: 'Administrador Repuestos',
    email: 'admin@repuestos.local',
    mobile: '3001000001',
    city: 'bogota',
    userKind: 'admin',
    flags: {
      isAdmin: true,
      manageMessagesModule: true,
      manageMessageDeletion: true,
      manageInfractionsModule: true,
      showCustomerData: true,
      showCustomerDataMarketplace: true,
    },
  },
  {
    key: 'manager',
    fullName: 'Gestor Módulo GO',
    email: 'gestor@repuestos.local',
    mobile: '3001000002',
    city: 'medellin',
    userKind: 'admin',
    flags: { manageGoModule: true },
  },
  {
    key: 'vendor1',
    fullName: 'Carlos Restrepo',
    email: 'vendedor1@repuestos.local',
    mobile: '3001000011',
    city: 'medellin',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'vendor2',
    fullName: 'Diana Martínez',
    email: 'vendedor2@repuestos.local',
    mobile: '3001000012',
    city: 'bogota',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'vendor3',
    fullName: 'Jorge Castro',
    email: 'vendedor3@repuestos.local',
    mobile: '3001000013',
    city: 'cali',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'adviser1',
    fullName: 'Laura Gómez',
    email: 'asesor1@repuestos.local',
    mobile: '3001000021',
    city: 'medellin',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'adviser2',
    fullName: 'Andrés Ospina',
    email: 'asesor2@repuestos.local',
    mobile: '3001000022',
    city: 'envigado',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  ...(
    [
      ['Andrés Gómez', 'medellin'],
      ['Camila Rodríguez', 'bogota'],
      ['Juan Martínez', 'cali'],
      ['Valentina López', 'barranquilla'],
      ['Santiago García', 'envigado'],
      ['Mariana Hernández', 'bucaramanga'],
      ['Felipe Ramírez', 'pereira'],
      ['Natalia Torres', 'manizales'],
      ['Sebastián Vargas', 'cartagena'],
      ['Paula Moreno', 'ibague'],
    ] as const
  ).map(([fullName, city], index) => ({
    key: `buyer${index + 1}`,
    fullName,
    email: `buyer${index + 1}@repuestos.local`,
    mobile: `30010001${String(index + 1).padStart(2, '0')}`,
    city,
    userKind: 'buyer' as const,
    identification: String(1017200100 + index),
    address: `Calle ${20 + index} # ${10 + index}-${30 + index}`,
  })),
  // Mexico (mx.localhost): two stores' owners, one adviser each, a buyer
  {
    key: 'vendorMx1',
    fullName: 'Alejandro Navarro Ibarra',
    email: 'vendedor.mx1@repuestos.local',
    mobile: '3310000011',
    city: 'guadalajara',
    country: 'MX',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'vendorMx2',
    fullName: 'Gabriela Ortiz Mendoza',
    email: 'vendedor.mx2@repuestos.local',
    mobile: '5510000012',
    city: 'cuauhtemoc',
    country: 'MX',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'adviserMx1',
    fullName: 'Luis Fernando Cruz',
    email: 'asesor.mx1@repuestos.local',
    mobile: '3310000021',
    city: 'zapopan',
    country: 'MX',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'adviserMx2',
    fullName: 'Ximena Flores Aguilar',
    email: 'asesor.mx2@repuestos.local',
    mobile: '5510000022',
    city: 'coyoacan',
    country: 'MX',
    userKind: 'vendor',
    flags: { isVendor: true },
  },
  {
    key: 'buyerMx1',
    fullName: 'Rodrigo Villalobos Peña',
    email: 'comprador.mx1@repuestos.local',
    mobile: '3310000101',
    city: 'zapopan',
    country: 'MX',
    userKind: 'buyer',
    identification: 'VIPR850312QX4',
    address: 'Av. Patria 1501, Col. Puerta de Hierro',
  },
]

type RequestSeed = {
  key: string
  buyer: string
  brand: string
  model: string
  year: number
  city: string
  vehicle?: string
  store?: string
  byProduct?: boolean
  hoursAgo: number
  plate?: string
  closed?: CloseReason
  /** 'MX': a request of the Mexican site (city of MX_CITY_CODES). */
  country?: 'MX'
  details: { name: string; amount: number; reference?: string; rim?: [string, string, string] }[]
}

const REQUESTS: RequestSeed[] = [
  {
    key: 'r1',
    buyer: 'buyer1',
    brand: 'chevrolet',
    model: 'Spark GT',
    year: 2015,
    city: 'medellin',
    vehicle: 'spark',
    hoursAgo: 5,
    details: [
      { name: 'Pastillas de freno delanteras', amount: 1 },
      { name: 'Filtro de aceite', amount: 2 },
    ],
  },
  {
    key: 'r2',
    buyer: 'buyer2',
    brand: 'renault',
    model: 'Logan',
    year: 2018,
    city: 'bogota',
    vehicle: 'logan',
    hoursAgo: 26,
    details: [{ name: 'Kit de embrague', amount: 1 }],
  },
  {
    key: 'r3',
    buyer: 'buyer3',
    brand: 'mazda',
    model: '3',
    year: 2020,
    city: 'cali',
    vehicle: 'mazda3',
    hoursAgo: 50,
    details: [
      { name: 'Amortiguadores traseros', amount: 2 },
      { name: 'Bujías', amount: 4 },
      { name: 'Correa de distribución', amount: 1 },
    ],
  },
  {
    key: 'r4',
    buyer: 'buyer4',
    brand: 'toyota',
    model: 'Hilux',
    year: 2019,
    city: 'barranquilla',
    vehicle: 'hilux',
    byProduct: true,
    hoursAgo: 3,
    details: [
      { name: 'Llantas', amount: 4, rim: ['265', '65', '17'] },
      { name: 'Batería 12V', amount: 1 },
    ],
  },
  {
    key: 'r5',
    buyer: 'buyer5',
    brand: 'kia',
    model: 'Picanto',
    year: 2017,
    city: 'envigado',
    vehicle: 'picanto',
    store: 'store1',
    hoursAgo: 0.5,
    details: [{ name: 'Espejo retrovisor izquierdo', amount: 1 }],
  },
  {
    key: 'r6',
    buyer: 'buyer6',
    brand: 'nissan',
    model: 'Frontier',
    year: 2016,
    city: 'bucaramanga',
    plate: 'TXB418',
    hoursAgo: 96,
    details: [{ name: 'Radiador', amount: 1 }],
  },
  {
    key: 'r7',
    buyer: 'buyer7',
    brand: 'hyundai',
    model: 'Accent',
    year: 2012,
    city: 'pereira',
    plate: 'RMN256',
    hoursAgo: 6,
    details: [
      { name: 'Bomba de gasolina', amount: 1 },
      { name: 'Filtro de combustible', amount: 1 },
    ],
  },
  {
    key: 'r8',
    buyer: 'buyer8',
    brand: 'chevrolet',
    model: 'Sail',
    year: 2016,
    city: 'manizales',
    plate: 'HQW771',
    hoursAgo: 0.3,
    details: [{ name: 'Farola delantera derecha', amount: 1, reference: '94532871' }],
  },
  {
    key: 'r9',
    buyer: 'buyer9',
    brand: 'renault',
    model: 'Sandero',
    year: 2014,
    city: 'cartagena',
    plate: 'ZDK640',
    hoursAgo: 72,
    closed: 'already_bought',
    details: [{ name: 'Kit de distribución', amount: 1 }],
  },
  {
    key: 'r10',
    buyer: 'buyer10',
    brand: 'toyota',
    model: 'Corolla',
    year: 2011,
    city: 'ibague',
    plate: 'BNV382',
    hoursAgo: 24 * 9,
    details: [{ name: 'Sensor de oxígeno', amount: 1 }],
  },
  {
    key: 'rmx1',
    buyer: 'buyerMx1',
    brand: 'nissan',
    model: 'Sentra',
    year: 2019,
    city: 'zapopan',
    country: 'MX',
    vehicle: 'sentra',
    hoursAgo: 4,
    details: [
      { name: 'Balatas delanteras', amount: 1 },
      { name: 'Filtro de aire', amount: 1 },
    ],
  },
]

type QuotationSeed = {
  request: string
  store: string
  user: string
  adviser?: string
  hoursAfterRequest: number
  shippingOption: ShippingOption
  shippingCost: number | null
  observations?: string
  items: {
    detail: number | null
    name: string
    brand: string
    amount: number
    unitPrice: number
    warranty: number
    deliveryTime: DeliveryTime
    reference?: string
  }[]
}

const QUOTATIONS: QuotationSeed[] = [
  {
    request: 'r1',
    store: 'store1',
    user: 'adviser1',
    adviser: 'adviser1',
    hoursAfterRequest: 0.5,
    shippingOption: 'added',
    shippingCost: 12000,
    observations: 'Productos originales, despacho inmediato.',
    items: [
      {
        detail: 0,
        name: 'Pastillas de freno delanteras',
        brand: 'Bosch',
        amount: 1,
        unitPrice: 95000,
        warranty: 90,
        deliveryTime: 'same_day',
        reference: '0986BB0612',
      },
      {
        detail: 1,
        name: 'Filtro de aceite',
        brand: 'Mann',
        amount: 2,
        unitPrice: 18000,
        warranty: 30,
        deliveryTime: 'same_day',
        reference: 'W67/1',
      },
    ],
  },
  {
    request: 'r1',
    store: 'store2',
    user: 'vendor2',
    hoursAfterRequest: 1.5,
    shippingOption: 'included',
    shippingCost: null,
    items: [
      {
        detail: 0,
        name: 'Pastillas de freno delanteras',
        brand: 'Brembo',
        amount: 1,
        unitPrice: 110000,
        warranty: 180,
        deliveryTime: 'next_business_day',
        reference: 'P10058',
      },
      {
        detail: 1,
        name: 'Filtro de aceite',
        brand: 'Mann',
        amount: 2,
        unitPrice: 21000,
        warranty: 30,
        deliveryTime: 'next_business_day',
        reference: 'W67/1',
      },
    ],
  },
  {
    request: 'r3',
    store: 'store1',
    user: 'vendor1',
    hoursAfterRequest: 3,
    shippingOption: 'added',
    shippingCost: 15000,
    items: [
      {
        detail: 0,
        name: 'Amortiguadores traseros',
        brand: 'Monroe',
        amount: 2,
        unitPrice: 210000,
        warranty: 360,
        deliveryTime: 'days_1_2',
        reference: 'G8213',
      },
      {
        detail: 1,
        name: 'Bujías',
        brand: 'NGK',
        amount: 4,
        unitPrice: 22000,
        warranty: 30,
        deliveryTime: 'same_day',
        reference: 'ILKAR7L11',
      },
    ],
  },
  {
    request: 'r9',
    store: 'store2',
    user: 'vendor2',
    hoursAfterRequest: 2,
    shippingOption: 'included',
    shippingCost: null,
    items: [
      {
        detail: 0,
        name: 'Kit de distribución',
        brand: 'Gates',
        amount: 1,
        unitPrice: 320000,
        warranty: 180,
        deliveryTime: 'next_business_day',
        reference: 'K015603XS',
      },
    ],
  },
  {
    // Mexican pesos keep their centavos
    request: 'rmx1',
    store: 'storeMx2',
    user: 'adviserMx2',
    adviser: 'adviserMx2',
    hoursAfterRequest: 1,
    shippingOption: 'added',
    shippingCost: 120,
    observations: 'Balatas cerámicas con garantía de fábrica.',
    items: [
      {
        detail: 0,
        name: 'Balatas delanteras',
        brand: 'Brembo',
        amount: 1,
        unitPrice: 1234.5,
        warranty: 180,
        deliveryTime: 'next_business_day',
        reference: 'P56050N',
      },
      {
        detail: 1,
        name: 'Filtro de aire',
        brand: 'Gonher',
        amount: 1,
        unitPrice: 289.9,
        warranty: 30,
        deliveryTime: 'same_day',
        reference: 'GA-1109',
      },
    ],
  },
]

const sqlNow = () => DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
const money = (value: number) => Math.round(value * 100) / 100

/**
 * `node ace db:seed`: reference data (all CO / MX zones, all vehicle brands; inserted only
 * when missing, brought up to date when the data files change) and, outside production, the
 * demo: admin, module manager, three Colombian vendors with their stores (one with two advisers),
 * ten buyers, garage vehicles, open / closed / expired quotation requests with quotations, a sale,
 * chat, notifications and suppliers; and the Mexican site's demo (mx.localhost): two stores
 * (Guadalajara and Ciudad de México) with their owners and an adviser each, a buyer with a car
 * (plate JKL123A) and an open request quoted in pesos with centavos.
 * All demo accounts use the password 'Repuestos2026'. Safe to run again: the demo content is
 * rebuilt and the accounts are updated in place. Set SEED_DEMO=1 to seed the demo in production.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await this.seedZones()
    await this.seedBrands()

    if (app.inProduction && !process.env.SEED_DEMO) {
      logger.info('db:seed: demo data skipped in production (set SEED_DEMO=1 to force)')
      return
    }

    await this.clearDemo()
    const trx = await this.client.transaction()
    try {
      await new DemoBuilder(trx).build()
      await trx.commit()
    } catch (error) {
      await trx.rollback()
      throw error
    }
  }

  /**
   * Every department / state and city of the data files (zoneRows), inserted when missing; a
   * zone already there whose names changed in the files (an alias, a full name) is updated, so
   * an existing database gets the data files' zones on every seed.
   */
  private async seedZones() {
    const key = (country: string, type: string, code: string) => `${country}|${type}|${code}`
    type Stored = {
      id: number
      country_code: string
      type: string
      code: string
      name: string
      full_name: string
      search_name: string
      is_capital: boolean | number
    }
    const loadStored = async () => {
      const rows: Stored[] = await this.client
        .from('localization_zones')
        .select(
          'id',
          'country_code',
          'type',
          'code',
          'name',
          'full_name',
          'search_name',
          'is_capital'
        )
      return new Map(rows.map((row) => [key(row.country_code, row.type, row.code), row]))
    }

    const wanted = zoneRows()
    let stored = await loadStored()
    const insertMissing = async (type: 'department' | 'city') => {
      const missing = wanted
        .filter((zone) => zone.type === type)
        .filter((zone) => !stored.has(key(zone.country_code, zone.type, zone.code)))
        .map(({ parent_code: parentCode, ...zone }) => ({
          ...zone,
          parent_id: parentCode
            ? stored.get(key(zone.country_code, 'department', parentCode))!.id
            : null,
        }))
      await this.insertInChunks('localization_zones', missing)
      if (missing.length) stored = await loadStored()
    }
    await insertMissing('department')
    await insertMissing('city')

    for (const zone of wanted) {
      const row = stored.get(key(zone.country_code, zone.type, zone.code))!
      const changed =
        row.name !== zone.name ||
        row.full_name !== zone.full_name ||
        row.search_name !== zone.search_name ||
        Boolean(row.is_capital) !== zone.is_capital
      if (changed) {
        await this.client.from('localization_zones').where('id', row.id).update({
          name: zone.name,
          full_name: zone.full_name,
          search_name: zone.search_name,
          is_capital: zone.is_capital,
        })
      }
    }
  }

  /** Every brand of the data file, inserted when its slug is missing. */
  private async seedBrands() {
    const rows: { slug: string }[] = await this.client.from('vehicle_brands').select('slug')
    const existing = new Set(rows.map((row) => row.slug))
    const now = sqlNow()
    const missing = vehicleBrands
      .filter((brand) => !existing.has(brand.slug))
      .map((brand) => ({
        name: brand.name,
        slug: brand.slug,
        popular: brand.popularInColombia,
        is_active: true,
        created_at: now,
        updated_at: now,
      }))
    await this.insertInChunks('vehicle_brands', missing)
  }

  private async insertInChunks(table: string, rows: Record<string, unknown>[]) {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await this.client.table(table).multiInsert(rows.slice(start, start + CHUNK))
    }
  }

  /** Empties the demo tables (children first) and restarts their ids. */
  private async clearDemo() {
    const sqlite = this.client.dialect.name.includes('sqlite')
    // the ratings' summary (no ids to restart): emptied with the ratings, refilled by NpsRating's
    // hooks as the demo's ratings are written
    await this.client.from('store_nps_scores').delete()
    for (const table of DEMO_TABLES) {
      await this.client.from(table).delete()
    }
    if (sqlite) {
      const sequenceTable = await this.client
        .from('sqlite_master')
        .where('type', 'table')
        .where('name', 'sqlite_sequence')
        .first()
      if (sequenceTable) {
        await this.client.from('sqlite_sequence').whereIn('name', DEMO_TABLES).delete()
      }
    } else {
      for (const table of DEMO_TABLES) {
        await this.client.rawQuery(`ALTER TABLE \`${table}\` AUTO_INCREMENT = 1`)
      }
    }
  }
}

/** Writes the demo inside one transaction. */
class DemoBuilder {
  private users = new Map<string, User>()
  private cities = new Map<string, LocalizationZone>()
  private brands = new Map<string, VehicleBrand>()
  private stores = new Map<string, Store>()
  private advisers = new Map<string, StoreAdviser>()
  private vehicles = new Map<string, Vehicle>()
  private requests = new Map<string, QuotationRequest>()
  private requestDetails = new Map<string, QuotationRequestDetail[]>()
  private quotations: Quotation[] = []
  private readonly now = DateTime.now().set({ millisecond: 0 })

  constructor(private trx: TransactionClientContract) {}

  private get options() {
    return { client: this.trx }
  }

  async build() {
    await this.loadReferences()
    await this.seedUsers()
    await this.seedStores()
    await this.seedSuppliers()
    await this.seedVehicles()
    await this.seedRequests()
    await this.seedQuotations()
    await this.seedSale()
    await this.seedVendorActivity()
    await this.seedConversations()
    await this.seedBuyerExtras()
  }

  private user(key: string) {
    const user = this.users.get(key)
    if (!user) throw new Error(`Demo user ${key} missing`)
    return user
  }

  private city(key: string) {
    const city = this.cities.get(key)
    if (!city) throw new Error(`Demo city ${key} missing`)
    return city
  }

  private brand(slug: string) {
    const brand = this.brands.get(slug)
    if (!brand) throw new Error(`Vehicle brand ${slug} missing`)
    return brand
  }

  private async loadReferences() {
    const cities = await LocalizationZone.query(this.options)
      .where('country_code', 'CO')
      .where('type', 'city')
      .whereIn('code', Object.values(CITY_CODES))
    for (const [key, code] of Object.entries(CITY_CODES)) {
      const city = cities.find((zone) => zone.code === code)
      if (city) this.cities.set(key, city)
    }
    const mexicanCities = await LocalizationZone.query(this.options)
      .where('country_code', 'MX')
      .where('type', 'city')
      .whereIn('code', Object.values(MX_CITY_CODES))
    for (const [key, code] of Object.entries(MX_CITY_CODES)) {
      const city = mexicanCities.find((zone) => zone.code === code)
      if (city) this.cities.set(key, city)
    }
    const brands = await VehicleBrand.all(this.options)
    for (const brand of brands) this.brands.set(brand.slug, brand)
  }

  /** Demo accounts, matched by e-mail and updated in place (ids stay stable). */
  private async seedUsers() {
    for (const demo of DEMO_USERS) {
      const user = (await User.findBy('email', demo.email, this.options)) ?? new User()
      user.useTransaction(this.trx)
      user.merge({
        fullName: demo.fullName,
        email: demo.email,
        countryCode: demo.country ?? 'CO',
        mobile: demo.mobile,
        password: DEMO_PASSWORD,
        userKind: demo.userKind ?? 'buyer',
        cityId: this.city(demo.city).id,
        identification: demo.identification ?? null,
        address: demo.address ?? null,
        isVendor: false,
        isAdmin: false,
        manageGoModule: false,
        manageMessagesModule: false,
        manageMessageDeletion: false,
        manageInfractionsModule: false,
        showCustomerData: false,
        showCustomerDataMarketplace: false,
        infringementDetection: true,
        mobileVerified: true,
        emailVerified: true,
        conditionsAccepted: true,
        viewMode: 'cards',
        deactivatedAt: null,
        ...demo.flags,
      })
      await user.save()
      this.users.set(demo.key, user)
    }
  }

  private async seedStores() {
    const store1 = await Store.create(
      {
        userId: this.user('vendor1').id,
        name: 'Repuestos El Poblado',
        urlPath: 'repuestos-el-poblado',
        mobileNumber: '3001000011',
        email: 'ventas@elpoblado.repuestos.local',
        address: 'Carrera 43A # 9-50, El Poblado',
        description: 'Repuestos originales y homologados para carros y camionetas.',
        cityId: this.city('medellin').id,
        countryCode: 'CO',
        goModuleActive: true,
        salesModel: 'cart',
        serviceCost: 2000,
        serviceCostPercent: 0.05,
        config: {
          notifyNewRequestsByWhatsapp: true,
          notifyNewRequestsByEmail: true,
          primaryColor: '#1c7ed6',
        },
        paymentName: 'Repuestos El Poblado S.A.S.',
        paymentMobileNumber: '3001000011',
        addressingAfterTransaction: true,
        addressingButtonName: 'Coordinar entrega',
        transactionClosingForm:
          'Pago por transferencia a la cuenta de ahorros Bancolombia 000-000000-00 a nombre de Repuestos El Poblado S.A.S.',
        shippingPolicy:
          'Envíos a todo el país en 1 a 3 días hábiles. Compras desde $200.000 tienen envío gratis.',
        allowStorePickup: true,
        allowPaymentAgainstDelivery: false,
        isActive: true,
      },
      this.options
    )
    const store2 = await Store.create(
      {
        userId: this.user('vendor2').id,
        name: 'AutoPartes Bogotá',
        urlPath: 'autopartes-bogota',
        mobileNumber: '3001000012',
        email: 'contacto@autopartesbogota.repuestos.local',
        address: 'Avenida Carrera 30 # 17-20, Paloquemao',
        description: 'Distribuidor de autopartes para las principales marcas del mercado.',
        cityId: this.city('bogota').id,
        countryCode: 'CO',
        goModuleActive: true,
        salesModel: 'orders',
        serviceCost: 3000,
        serviceCostPercent: 0.04,
        config: { notifyNewRequestsByWhatsapp: true, notifyNewRequestsByEmail: false },
        paymentName: 'AutoPartes Bogotá',
        paymentMobileNumber: '3001000012',
        addressingAfterTransaction: false,
        shippingPolicy: 'Envíos en Bogotá el mismo día; resto del país de 2 a 4 días hábiles.',
        allowStorePickup: true,
        allowPaymentAgainstDelivery: true,
        isActive: true,
      },
      this.options
    )
    const store3 = await Store.create(
      {
        userId: this.user('vendor3').id,
        name: 'Frenos y Suspensión del Valle',
        urlPath: 'frenos-suspension-valle',
        mobileNumber: '3001000013',
        cityId: this.city('cali').id,
        countryCode: 'CO',
        goModuleActive: false,
        salesModel: 'orders',
        serviceCost: 2000,
        serviceCostPercent: 0.05,
        config: {},
        addressingAfterTransaction: false,
        shippingPolicy: 'Envíos a todo el país con pago contra entrega.',
        allowStorePickup: false,
        allowPaymentAgainstDelivery: true,
        isActive: true,
      },
      this.options
    )
    this.stores.set('store1', store1).set('store2', store2).set('store3', store3)
    const [storeMx1, storeMx2] = await this.seedMexicanStores()

    const storeBrands: [Store, string[]][] = [
      [store1, ['chevrolet', 'renault', 'mazda', 'kia', 'hyundai', 'toyota', 'nissan']],
      [store2, ['chevrolet', 'renault', 'ford', 'volkswagen', 'suzuki', 'nissan', 'toyota']],
      [store3, ['mazda', 'toyota', 'mitsubishi', 'kia', 'hyundai']],
      [storeMx1, ['nissan', 'volkswagen', 'chevrolet', 'toyota', 'honda']],
      [storeMx2, ['nissan', 'volkswagen', 'chevrolet', 'toyota', 'ford', 'kia']],
    ]
    for (const [store, slugs] of storeBrands) {
      await store.related('brands').attach(
        slugs.map((slug) => this.brand(slug).id),
        this.trx
      )
    }

    const advisers: [Store, string][] = [
      [store1, 'adviser1'],
      [store1, 'adviser2'],
      [storeMx1, 'adviserMx1'],
      [storeMx2, 'adviserMx2'],
    ]
    for (const [store, key] of advisers) {
      const user = this.user(key)
      const adviser = await StoreAdviser.create(
        { storeId: store.id, userId: user.id, name: user.fullName, isActive: true },
        this.options
      )
      this.advisers.set(key, adviser)
    }

    await ShippingCostRule.createMany(
      [
        { storeId: store1.id, lowerPurchasePrice: 0, addShippingCost: 12000 },
        { storeId: store1.id, lowerPurchasePrice: 200000, addShippingCost: 0 },
        { storeId: store2.id, lowerPurchasePrice: 0, addShippingCost: 15000 },
        { storeId: store2.id, lowerPurchasePrice: 300000, addShippingCost: 0 },
        // Mexican pesos: $150.00 / $120.00, free from $2,000.00 / $1,500.00
        { storeId: storeMx1.id, lowerPurchasePrice: 0, addShippingCost: 150 },
        { storeId: storeMx1.id, lowerPurchasePrice: 2000, addShippingCost: 0 },
        { storeId: storeMx2.id, lowerPurchasePrice: 0, addShippingCost: 120 },
        { storeId: storeMx2.id, lowerPurchasePrice: 1500, addShippingCost: 0 },
      ],
      this.options
    )

    // the photos are real files on the disk, as uploaded by the store's owner (upload keys)
    const photo = (name: string, color: string, label: string) =>
      this.demoPhoto(`product-images/demo-${name}.webp`, store1.userId, color, label)
    await ProductImage.createMany(
      [
        {
          storeId: store1.id,
          imageId: '0986BB0612',
          name: 'Pastillas de freno delanteras Bosch',
          equivalences: '93740256, 96534653',
          image1: await photo('pastillas-freno-1', '#b42318', '0986BB0612'),
          image2: await photo('pastillas-freno-2', '#7a271a', 'Bosch'),
          belongsToCatalog: false,
        },
        {
          storeId: store1.id,
          imageId: 'W67/1',
          name: 'Filtro de aceite Mann',
          equivalences: '25010792',
          image1: await photo('filtro-aceite-1', '#1d4ed8', 'W67/1'),
          belongsToCatalog: true,
        },
      ],
      this.options
    )
  }

  /**
   * The Mexican site's stores (mx.localhost), both with the GO module and the orders sales model:
   * "Refaccionaria Tapatía" in Guadalajara, Jalisco and "Autopartes Doctores" in the Cuauhtémoc
   * alcaldía of Ciudad de México. Their plan is in pesos with centavos ($10.00 + 5 %).
   */
  private async seedMexicanStores() {
    const storeMx1 = await Store.create(
      {
        userId: this.user('vendorMx1').id,
        name: 'Refaccionaria Tapatía',
        urlPath: 'refaccionaria-tapatia',
        mobileNumber: '3310000011',
        email: 'ventas@tapatia.repuestos.local',
        address: 'Av. Federalismo Norte 1450, Col. Atemajac',
        description: 'Refacciones originales y de reemplazo para autos y camionetas.',
        cityId: this.city('guadalajara').id,
        countryCode: 'MX',
        goModuleActive: true,
        salesModel: 'orders',
        serviceCost: 10,
        serviceCostPercent: 0.05,
        config: { notifyNewRequestsByWhatsapp: true, notifyNewRequestsByEmail: true },
        paymentName: 'Refaccionaria Tapatía S.A. de C.V.',
        paymentMobileNumber: '3310000011',
        addressingAfterTransaction: false,
        shippingPolicy:
          'Envíos a toda la República en 2 a 4 días hábiles. Compras desde $2,000.00 tienen envío gratis.',
        allowStorePickup: true,
        allowPaymentAgainstDelivery: false,
        isActive: true,
      },
      this.options
    )
    const storeMx2 = await Store.create(
      {
        userId: this.user('vendorMx2').id,
        name: 'Autopartes Doctores',
        urlPath: 'autopartes-doctores',
        mobileNumber: '5510000012',
        email: 'contacto@autopartesdoctores.repuestos.local',
        address: 'Dr. Lavista 120, Col. Doctores',
        description: 'Autopartes y balatas para las marcas más vendidas de México.',
        cityId: this.city('cuauhtemoc').id,
        countryCode: 'MX',
        goModuleActive: true,
        salesModel: 'orders',
        serviceCost: 10,
        serviceCostPercent: 0.05,
        config: { notifyNewRequestsByWhatsapp: true, notifyNewRequestsByEmail: true },
        paymentName: 'Autopartes Doctores',
        paymentMobileNumber: '5510000012',
        addressingAfterTransaction: false,
        shippingPolicy:
          'Entregas en la Ciudad de México el mismo día; resto del país de 2 a 5 días hábiles.',
        allowStorePickup: true,
        allowPaymentAgainstDelivery: true,
        isActive: true,
      },
      this.options
    )
    this.stores.set('storeMx1', storeMx1).set('storeMx2', storeMx2)
    return [storeMx1, storeMx2] as const
  }

  /**
   * A demo product photo (800 × 800, above the 500 × 500 minimum): a plain picture with the
   * part number, stored like an upload of `userId` under a fixed key (seeding again rewrites it).
   */
  private async demoPhoto(key: string, userId: number, color: string, label: string) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">` +
      `<rect width="800" height="800" fill="${color}"/>` +
      `<circle cx="400" cy="350" r="220" fill="#ffffff" fill-opacity="0.85"/>` +
      `<circle cx="400" cy="350" r="90" fill="${color}"/>` +
      `<text x="400" y="700" font-family="DejaVu Sans, sans-serif" font-size="64" ` +
      `font-weight="bold" text-anchor="middle" fill="#ffffff">${label}</text></svg>`
    await this.trx.from('uploads').where('key', key).delete()
    return keepUploadedImage(await recompressImage(Buffer.from(svg)), {
      key,
      purpose: 'product_image',
      userId,
      client: this.trx,
    })
  }

  /** Two suppliers in buyer1's network; buyer1 rated one. */
  private async seedSuppliers() {
    const buyer = this.user('buyer1')
    const valle = await Supplier.create(
      {
        razonSocial: 'Distribuidora Autopartes del Valle S.A.S.',
        nit: '900456789-1',
        email: 'ventas@autopartesdelvalle.repuestos.local',
        mobile: '3001000201',
        cityId: this.city('cali').id,
      },
      this.options
    )
    const filtros = await Supplier.create(
      {
        razonSocial: 'Lubricantes y Filtros Antioquia Ltda.',
        nit: '811023456-3',
        email: 'pedidos@filtrosantioquia.repuestos.local',
        mobile: '3001000202',
        cityId: this.city('medellin').id,
      },
      this.options
    )
    await valle.related('buyers').attach([buyer.id], this.trx)
    await filtros.related('buyers').attach([buyer.id], this.trx)
    await SupplierQualification.create(
      {
        supplierId: valle.id,
        userId: buyer.id,
        score: 5,
        comment: 'Siempre cumplen con los tiempos de entrega.',
      },
      this.options
    )
  }

  private async seedVehicles() {
    const seeds = [
      {
        key: 'spark',
        buyer: 'buyer1',
        brand: 'chevrolet',
        model: 'Spark GT',
        year: 2015,
        plate: 'JKM482',
        vin: '9GAMM6100FB012345',
        verified: true,
        color: 'Rojo',
        bodyType: 'Hatchback',
        cylinderCapacity: '1206',
        city: 'Medellín',
      },
      {
        key: 'duster',
        buyer: 'buyer1',
        brand: 'renault',
        model: 'Duster',
        year: 2021,
        plate: 'KLS903',
        vin: null,
        verified: false,
        color: 'Gris',
        bodyType: 'Camioneta',
        cylinderCapacity: '1598',
        city: 'Envigado',
      },
      {
        key: 'logan',
        buyer: 'buyer2',
        brand: 'renault',
        model: 'Logan',
        year: 2018,
        plate: 'FTR915',
        vin: '9FBLSRAHBJM123456',
        verified: true,
        color: 'Blanco',
        bodyType: 'Sedán',
        cylinderCapacity: '1598',
        city: 'Bogotá',
      },
      {
        key: 'mazda3',
        buyer: 'buyer3',
        brand: 'mazda',
        model: '3',
        year: 2020,
        plate: 'HKZ207',
        vin: null,
        verified: false,
        color: 'Azul',
        bodyType: 'Sedán',
        cylinderCapacity: '1998',
        city: 'Cali',
      },
      {
        key: 'hilux',
        buyer: 'buyer4',
        brand: 'toyota',
        model: 'Hilux',
        year: 2019,
        plate: 'GUP734',
        vin: '8AJHA8CD8K2345678',
        verified: true,
        color: 'Plata',
        bodyType: 'Doble cabina',
        cylinderCapacity: '2393',
        city: 'Barranquilla',
      },
      {
        key: 'picanto',
        buyer: 'buyer5',
        brand: 'kia',
        model: 'Picanto',
        year: 2017,
        plate: 'EPQ351',
        vin: null,
        verified: false,
        color: 'Negro',
        bodyType: 'Hatchback',
        cylinderCapacity: '1248',
        city: 'Envigado',
      },
      {
        // the Mexican buyer's car: plate JKL-123-A, answered by the local plate lookup
        key: 'sentra',
        buyer: 'buyerMx1',
        brand: 'nissan',
        model: 'Sentra',
        year: 2019,
        plate: 'JKL123A',
        vin: '3N1AB7AP4KY234567',
        verified: true,
        color: 'Gris oxford',
        bodyType: 'Sedán',
        cylinderCapacity: '1798',
        city: 'Zapopan',
        mexican: true,
      },
    ]
    for (const seed of seeds) {
      const vehicle = await Vehicle.create(
        {
          userId: this.user(seed.buyer).id,
          brandId: this.brand(seed.brand).id,
          model: seed.model,
          year: seed.year,
          vin: seed.vin,
          licensePlate: seed.plate,
          ownerIdentification: seed.verified ? this.user(seed.buyer).identification : null,
          engineNumber: seed.verified ? `MTR${seed.plate}01` : null,
          chassisNumber: seed.vin,
          cylinderCapacity: seed.cylinderCapacity,
          class: seed.bodyType === 'Doble cabina' ? 'Camioneta' : 'Automóvil',
          bodyType: seed.bodyType,
          fuelType: seed.brand === 'toyota' ? 'Diésel' : 'Gasolina',
          color: seed.color,
          city: seed.city,
          transitAgency: !seed.verified
            ? null
            : 'mexican' in seed
              ? 'Secretaría de Transporte de Jalisco'
              : `Secretaría de Movilidad de ${seed.city}`,
          numberOfDoors: seed.bodyType === 'Hatchback' ? '5' : '4',
          countryOfOrigin: 'mexican' in seed ? 'México' : 'Colombia',
          isVerified: seed.verified,
          foundByPlate: seed.verified,
        },
        this.options
      )
      this.vehicles.set(seed.key, vehicle)
    }
  }

  private async seedRequests() {
    const buyer1 = this.user('buyer1')
    for (const seed of REQUESTS) {
      const buyer = this.user(seed.buyer)
      const vehicle = seed.vehicle ? this.vehicles.get(seed.vehicle) : undefined
      const createdAt = this.now.minus({ minutes: Math.round(seed.hoursAgo * 60) })
      const request = await QuotationRequest.create(
        {
          userId: buyer.id,
          storeId: seed.store ? this.stores.get(seed.store)!.id : null,
          vehicleId: vehicle?.id ?? null,
          brandId: this.brand(seed.brand).id,
          vehicleModel: seed.model,
          vehicleYear: seed.year,
          vehicleVin: vehicle?.vin ?? null,
          vehicleLicensePlate: vehicle?.licensePlate ?? seed.plate ?? null,
          vehicleOwnerIdentification: vehicle?.ownerIdentification ?? null,
          vehicleIsVerified: vehicle?.isVerified ?? false,
          foundByPlate: vehicle?.foundByPlate ?? false,
          cityId: this.city(seed.city).id,
          countryCode: seed.country ?? 'CO',
          quoteByProduct: seed.byProduct ?? false,
          isClosed: !!seed.closed,
          closeReason: seed.closed ?? null,
          closedAt: seed.closed ? createdAt.plus({ hours: 20 }) : null,
          quotationsCount: 0,
          sendToMarketplace: !seed.store,
          createdAt,
          updatedAt: createdAt,
        },
        this.options
      )
      const details = []
      for (const detail of seed.details) {
        details.push(
          await QuotationRequestDetail.create(
            {
              quotationRequestId: request.id,
              name: detail.name,
              amount: detail.amount,
              reference: detail.reference ?? null,
              rimWidth: detail.rim?.[0] ?? null,
              rimProfile: detail.rim?.[1] ?? null,
              rinSize: detail.rim?.[2] ?? null,
              quotationsCount: 0,
              createdAt,
            },
            this.options
          )
        )
      }
      this.requests.set(seed.key, request)
      this.requestDetails.set(seed.key, details)

      if (seed.buyer === 'buyer1') {
        const suppliers = await Supplier.query(this.options).withScopes((scopes) =>
          scopes.ofBuyer(buyer1.id)
        )
        await request.related('suppliers').attach(
          suppliers.map((supplier) => supplier.id),
          this.trx
        )
      }
    }
  }

  /** Quotations with their items; keeps the request and detail counters in step. */
  private async seedQuotations() {
    for (const seed of QUOTATIONS) {
      const request = this.requests.get(seed.request)!
      const details = this.requestDetails.get(seed.request)!
      const store = this.stores.get(seed.store)!
      const subtotal = money(
        seed.items.reduce((sum, item) => sum + item.amount * item.unitPrice, 0)
      )
      // the one shipping rule: the vendor's value capped by the store's tiers (free from 200.000)
      const shipping = Number(
        formatCents(
          deliveryShippingCents({
            shippingOption: seed.shippingOption,
            shippingCost: seed.shippingCost,
            storeRules: await storeShippingRulesOf(store.id, this.trx),
            subtotal: moneyOf(subtotal),
          })
        )
      )
      const createdAt = request.createdAt.plus({ minutes: Math.round(seed.hoursAfterRequest * 60) })
      const quotation = await Quotation.create(
        {
          quotationRequestId: request.id,
          storeId: store.id,
          userId: this.user(seed.user).id,
          adviserId: seed.adviser ? this.advisers.get(seed.adviser)!.id : null,
          shippingOption: seed.shippingOption,
          shippingCost: seed.shippingCost,
          validUntil: createdAt.startOf('day').plus({ days: 8 }),
          observations: seed.observations ?? null,
          edited: false,
          serviceCost: store.serviceCost,
          serviceCostPercent: store.serviceCostPercent,
          commission: null,
          subtotal,
          total: money(subtotal + shipping),
          createdAt,
          updatedAt: createdAt,
        },
        this.options
      )
      for (const item of seed.items) {
        const requestDetail = item.detail === null ? null : details[item.detail]
        await QuotationDetail.create(
          {
            quotationId: quotation.id,
            quotationRequestDetailId: requestDetail?.id ?? null,
            name: item.name,
            brand: item.brand,
            amount: item.amount,
            unitPrice: item.unitPrice,
            warranty: item.warranty,
            deliveryTime: item.deliveryTime,
            reference: item.reference ?? null,
            createdAt,
          },
          this.options
        )
        if (requestDetail) {
          requestDetail.quotationsCount += 1
          await requestDetail.save()
        }
      }
      request.quotationsCount += 1
      await request.save()
      this.quotations.push(quotation)
    }
  }

  /** buyer9 bought store2's quotation on the closed request r9: a delivered order. */
  private async seedSale() {
    const request = this.requests.get('r9')!
    const quotation = this.quotations.find((q) => q.quotationRequestId === request.id)!
    const store = this.stores.get('store2')!
    const items = await QuotationDetail.query(this.options).where('quotation_id', quotation.id)
    const shipping = quotation.shippingCost ?? 0
    const commission = money(
      (quotation.subtotal + shipping) * quotation.serviceCostPercent + quotation.serviceCost
    )
    quotation.commission = commission
    await quotation.save()

    const createdAt = request.closedAt ?? this.now
    const header = await CartShoppingHeader.create(
      {
        userId: this.user('buyer9').id,
        storeId: store.id,
        quotationId: quotation.id,
        salesModel: store.salesModel,
        status: 'delivered',
        subtotal: quotation.subtotal,
        shippingCost: shipping,
        total: quotation.total,
        commission,
        comment: 'Por favor entregar en horario de la mañana.',
        shippingOption: 'shippingCost',
        isRead: true,
        readInWallet: true,
        createdAt,
        updatedAt: createdAt,
      },
      this.options
    )
    for (const item of items) {
      await CartShoppingDetail.create(
        {
          headerId: header.id,
          quotationDetailId: item.id,
          description: `${item.name} ${item.brand ?? ''}`.trim(),
          quantity: item.amount,
          unitPrice: item.unitPrice,
          total: money(item.amount * item.unitPrice),
          createdAt,
        },
        this.options
      )
    }
    await NpsRating.create(
      {
        storeId: store.id,
        userId: this.user('buyer9').id,
        quotationId: quotation.id,
        score: 9,
        comment: 'Llegó a tiempo y bien empacado.',
      },
      this.options
    )
  }

  /** Per-store states: an 'in process' note, a discard, the vendor's agenda, ratings. */
  private async seedVendorActivity() {
    await ProcessObservation.create(
      {
        quotationRequestId: this.requests.get('r2')!.id,
        storeId: this.stores.get('store2')!.id,
        userId: this.user('vendor2').id,
        processObservation: 'Consultando precio del kit con el distribuidor',
      },
      this.options
    )
    await VendorIgnore.create(
      {
        quotationRequestId: this.requests.get('r6')!.id,
        storeId: this.stores.get('store2')!.id,
        userId: this.user('vendor2').id,
        reason: 'e',
      },
      this.options
    )
    await Activity.create(
      {
        userId: this.user('vendor1').id,
        name: 'Llamar a Andrés Gómez',
        date: this.now.plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0 }),
        activity: 'Confirmar si compra las pastillas de freno cotizadas.',
        activityState: 0,
        activityUrl: `/${productConfig.goPath}/quotationRequest/${this.requests.get('r1')!.id}`,
      },
      this.options
    )
    const store1 = this.stores.get('store1')!
    const ratings: [string, number, string][] = [
      ['buyer2', 10, 'Muy buena atención.'],
      ['buyer3', 9, 'Cotizaron rápido.'],
      ['buyer6', 6, 'El envío se demoró un día más.'],
    ]
    for (const [buyer, score, comment] of ratings) {
      await NpsRating.create(
        { storeId: store1.id, userId: this.user(buyer).id, score, comment },
        this.options
      )
    }
  }

  /** A vendor question before quoting, and the buyers' notifications. */
  private async seedConversations() {
    const r2 = this.requests.get('r2')!
    const vendor2 = this.user('vendor2')
    const buyer2 = this.user('buyer2')
    await ChatMessage.create(
      {
        message: '¿El vehículo es mecánico? ¿Necesita el kit completo con balinera?',
        isRead: false,
        senderUserId: vendor2.id,
        receiverUserId: buyer2.id,
        senderIsAdmin: false,
        groupUserId: vendor2.id,
        sellerId: vendor2.id,
        buyerId: buyer2.id,
        supportMessage: false,
        openChat: false,
        quotationRequestId: r2.id,
        storeId: this.stores.get('store2')!.id,
        createdAt: r2.createdAt.plus({ hours: 2 }),
      },
      this.options
    )
    await QueueNotification.create(
      {
        userId: buyer2.id,
        topic: NOTIFICATION_TOPICS.newMessage,
        message: `Tienes una pregunta del vendedor sobre la solicitud ${r2.code}`,
        url: `/${productConfig.goPath}/quotationRequestDetail/${r2.id}?section=chat`,
        payload: { quotationRequestId: r2.id },
        createdAt: r2.createdAt.plus({ hours: 2 }),
      },
      this.options
    )

    for (const quotation of this.quotations) {
      const request = [...this.requests.values()].find(
        (r) => r.id === quotation.quotationRequestId
      )!
      if (request.isClosed) continue
      await QueueNotification.create(
        {
          userId: request.userId,
          topic: NOTIFICATION_TOPICS.newQuotation,
          message: `Recibiste una nueva cotización para la solicitud ${request.code}`,
          url: `/${productConfig.goPath}/quotationRequestDetail/${request.id}`,
          payload: { quotationRequestId: request.id, quotationId: quotation.id },
          createdAt: quotation.createdAt,
        },
        this.options
      )
    }
  }

  /** buyer1's extra delivery address and billing record. */
  private async seedBuyerExtras() {
    const buyer = this.user('buyer1')
    await UserAdditionalAddress.create(
      {
        userId: buyer.id,
        fullname: 'Andrés Gómez (taller)',
        identification: buyer.identification ?? '1017200100',
        address: 'Calle 10 Sur # 50-25, Bodega 3',
        cityId: this.city('medellin').id,
        mobile: buyer.mobile!,
      },
      this.options
    )
    await BillingData.create(
      {
        userId: buyer.id,
        fullname: 'Taller Gómez Hermanos S.A.S.',
        identification: '901234567',
        address: 'Calle 10 Sur # 50-25',
        cityId: this.city('medellin').id,
        email: 'facturas@tallergomez.repuestos.local',
        mobile: buyer.mobile!,
      },
      this.options
    )
  }
}
