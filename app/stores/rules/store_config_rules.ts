/**
 * The store configuration page (issue 20 item 3, doc 1 §1 "Stores configure the store"): its
 * section keys (anchors `#storeConfigSection-<key>`), the opening-hours structure and the
 * Spanish messages of its validators and refusals. Pure: shared with the page as
 * `@rules/stores/rules/store_config_rules`.
 */
import type { StoreApiTokenState } from './store_api_token_rules.js'

export const STORE_CONFIG_SECTIONS = ['datos', 'brands', 'shipping', 'payments'] as const
export type StoreConfigSection = (typeof STORE_CONFIG_SECTIONS)[number]

/** Days of the opening hours, Monday first (ISO weekday − 1). */
export const WEEK_DAYS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const

/**
 * One day of the opening hours, kept in the store's config JSON under `openingHours` (seven
 * entries, Monday first): closed, or open from `opens` to `closes` ('HH:mm', same day).
 */
export type OpeningDay = {
  closed: boolean
  opens: string
  closes: string
}

export const DEFAULT_OPENING_HOURS: OpeningDay[] = WEEK_DAYS.map((_, index) => ({
  closed: index === 6,
  opens: '08:00',
  closes: index === 5 ? '13:00' : '18:00',
}))

/** The stored opening hours, or the default week when none (or a malformed value) is stored. */
export function openingHoursOf(config: Record<string, unknown> | null): OpeningDay[] {
  const stored = config?.openingHours
  if (!Array.isArray(stored) || stored.length !== WEEK_DAYS.length) return DEFAULT_OPENING_HOURS
  return stored.map((day, index) => ({
    closed: Boolean(day?.closed),
    opens: typeof day?.opens === 'string' ? day.opens : DEFAULT_OPENING_HOURS[index].opens,
    closes: typeof day?.closes === 'string' ? day.closes : DEFAULT_OPENING_HOURS[index].closes,
  }))
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** At most this many shipping rules per store. */
export const MAX_SHIPPING_RULES = 20
/** The highest amount of a shipping rule, whole pesos. */
export const MAX_SHIPPING_AMOUNT = 1_000_000_000
/** At most this many zones per store. */
export const MAX_STORE_ZONES = 300

/**
 * The thresholds (`lower_purchase_price`) that appear more than once, by position: the
 * positions of the second and later copies.
 */
export function duplicateThresholds(thresholds: number[]): number[] {
  const seen = new Set<number>()
  const repeated: number[] = []
  thresholds.forEach((value, index) => {
    if (seen.has(value)) repeated.push(index)
    seen.add(value)
  })
  return repeated
}

/** Bank account types (Pagos' bank data) and how the page names them. */
export const BANK_ACCOUNT_TYPES = ['ahorros', 'corriente'] as const
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  ahorros: 'Cuenta de ahorros',
  corriente: 'Cuenta corriente',
}
export const BANK_NAME_MAX = 80
export const BANK_HOLDER_MAX = 128
export const BANK_DOCUMENT_MAX = 20

/**
 * The account number's digits by the store's country: a Mexican store gives its 18-digit CLABE,
 * any other (Colombia) an account number of 6 to 20 digits. Spaces and hyphens typed between
 * the digits are dropped (`bankDigitsOf`) before the check and before it is stored.
 */
export function bankAccountLength(countryCode: string) {
  return countryCode === 'MX' ? { min: 18, max: 18 } : { min: 6, max: 20 }
}

export function bankDigitsOf(value: string) {
  return value.replace(/[\s-]/g, '')
}

/** Whether `value` (separators dropped) is an account number of the store's country. */
export function isBankAccountNumber(value: string, countryCode: string) {
  const { min, max } = bankAccountLength(countryCode)
  const digits = bankDigitsOf(value)
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
}

/** The Spanish message of a wrong account number, by the store's country. */
export function bankAccountMessage(countryCode: string) {
  return countryCode === 'MX'
    ? STORE_CONFIG_MESSAGES.clabeInvalid
    : STORE_CONFIG_MESSAGES.bankAccountInvalid
}

export const STORE_CONFIG_MESSAGES = {
  ownerOnly: 'Solo el dueño de la tienda puede cambiar su configuración.',
  saved: 'Configuración guardada',
  nameRequired: 'Escribe el nombre de la tienda',
  cityInvalid: 'Elige una ciudad de la lista',
  mobileInvalid: 'El celular debe tener 10 dígitos',
  emailInvalid: 'El email no es válido',
  timeInvalid: 'Escribe la hora como HH:mm',
  closesBeforeOpens: 'La hora de cierre debe ser posterior a la de apertura',
  openingHoursInvalid: 'Indica el horario de los siete días',
  brandInvalid: 'Una de las marcas elegidas no existe',
  zoneInvalid: 'Una de las zonas elegidas no pertenece al país de la tienda',
  tooManyZones: `Elige máximo ${MAX_STORE_ZONES} zonas`,
  thresholdRequired: 'Escribe desde qué valor de compra aplica',
  costRequired: 'Escribe el costo de envío (0 = gratis)',
  wholePesos: 'Escribe un valor en pesos, sin decimales',
  notNegative: 'El valor no puede ser negativo',
  tooHigh: 'El valor es demasiado alto',
  duplicateThreshold: 'Ya hay una regla desde este valor de compra',
  tooManyRules: `Agrega máximo ${MAX_SHIPPING_RULES} reglas`,
  policyMax: 'Utiliza máximo 2000 caracteres',
  paymentNameMax: 'Utiliza máximo 256 caracteres',
  bankNameRequired: 'Escribe el nombre del banco',
  bankNameMax: `Utiliza máximo ${BANK_NAME_MAX} caracteres`,
  bankTypeInvalid: 'Elige Cuenta de ahorros o Cuenta corriente',
  bankAccountInvalid: 'El número de cuenta debe tener entre 6 y 20 dígitos',
  clabeInvalid: 'La CLABE debe tener 18 dígitos',
  bankHolderRequired: 'Escribe el nombre del titular de la cuenta',
  bankHolderMax: `Utiliza máximo ${BANK_HOLDER_MAX} caracteres`,
  bankDocumentRequired: 'Escribe el documento del titular',
  bankDocumentInvalid: `Escribe el documento con letras y números, máximo ${BANK_DOCUMENT_MAX}`,
  bankSaved: 'Datos bancarios guardados',
  goAlreadyActive: 'El módulo GO de tu tienda ya está activo.',
  goRequested: 'Solicitud enviada. Te avisaremos cuando el equipo active el módulo GO.',
} as const

/** What the configuration page receives (StoreConfigQuery). Money in whole pesos. */
export type StoreConfigView = {
  store: {
    id: number
    urlPath: string
    name: string
    countryCode: string
    /** The stored logo: an upload key (or a URL of older stores); `logoUrl` shows it. */
    logo: string | null
    logoUrl: string | null
    description: string | null
    address: string | null
    cityId: number | null
    cityName: string | null
    mobileNumber: string | null
    email: string | null
    openingHours: OpeningDay[]
  }
  market: {
    brandIds: number[]
    zones: { id: number; fullName: string; type: 'department' | 'city' }[]
    /** The store's new-request notices by e-mail / WhatsApp (config; on unless false). */
    notifyNewRequestsByEmail: boolean
    notifyNewRequestsByWhatsapp: boolean
  }
  shipping: {
    policy: string | null
    allowStorePickup: boolean
    allowPaymentAgainstDelivery: boolean
    rules: { lower_purchase_price: number; add_shipping_cost: number }[]
  }
  /** Pagos: the sales model agreed with staff (read-only here) and the buyer's payment info. */
  payments: {
    salesModel: 'cart' | 'orders'
    paymentName: string | null
    paymentMobileNumber: string | null
    transactionClosingForm: string | null
    /**
     * The saved bank account, masked: never the number (only its last four digits) nor the
     * holder's document. Null until the owner saves it.
     */
    bank: StoreBankView | null
  }
  /**
   * Módulo GO: active or pending staff's activation, and the service-cost plan staff set on
   * activation (percent as a fraction, 0.05 = 5 %; the fixed fee per sale).
   */
  go: {
    active: boolean
    activatedAt: string | null
    serviceCostPercent: number
    serviceCost: number
    /** When the owner asked staff to activate it ('Solicitar activación'), or null. */
    activationRequestedAt: string | null
  }
  /**
   * Integraciones: whether the store has its integration token, when it was created, last used
   * and when it expires; null without one. Never the token's value (store_api_token_rules.ts).
   */
  integration: StoreApiTokenState
  options: {
    brands: { id: number; name: string }[]
    departments: { id: number; name: string }[]
  }
}

/** The masked bank data the page shows (StoreConfigView.payments.bank). */
export type StoreBankView = {
  bankName: string
  accountType: BankAccountType
  last4: string
  holder: string
  savedAt: string | null
}

/** The store's switches for its new-request notices, kept in its config JSON. */
export type NewRequestNoticeKey = 'notifyNewRequestsByEmail' | 'notifyNewRequestsByWhatsapp'

/**
 * A store's own choice in its config JSON (object or JSON text): false turns the channel off,
 * anything else (absent included) leaves it on.
 */
export function storeAllows(config: unknown, key: NewRequestNoticeKey) {
  let parsed = config
  if (typeof config === 'string') {
    try {
      parsed = JSON.parse(config)
    } catch {
      parsed = null
    }
  }
  return (parsed as Record<string, unknown> | null)?.[key] !== false
}
