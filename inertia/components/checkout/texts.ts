import {
  ADDRESS_LIMITS,
  BILLING_LIMITS,
  ADDRESS_COUNTRY_TEXTS,
  CHECKOUT_RECORD_MESSAGES as M,
  MX_ADDRESS_TEXTS,
  type CheckoutField,
} from '@rules/orders/rules/checkout_records'
import { missingFieldLabel } from '@rules/orders/rules/country_texts'

/**
 * Texts of the checkout (doc 1 §2 checkout wizard, §4, §5, §8), one section per component.
 * The wizard's own texts go in their own section below.
 */

/* ── Both record steps and forms (record_step.tsx, record_form.tsx) ─────────────────────── */
export const RECORD_TEXTS = {
  mainLabel: 'Mis datos',
  mainDescription: 'Los datos registrados en tu cuenta',
  /** The notice under an incomplete main record. */
  incomplete: (missing: readonly CheckoutField[], code: 'CO' | 'MX') =>
    `Tus datos están incompletos (falta: ${missing.map((f) => missingFieldLabel(f, code)).join(', ')}). Agrega otros datos o complétalos en tu cuenta.`,
  loadError: 'No pudimos cargar tus datos',
  retry: 'Reintentar',
  fullname: 'Nombre completo',
  identification: 'Número de identificación',
  address: 'Dirección',
  /** By the host's country (app/orders/rules/checkout_records.ts). */
  addressPlaceholder: (code: 'CO' | 'MX') => ADDRESS_COUNTRY_TEXTS[code].placeholder,
  /** Mexico's delivery addresses. */
  mx: MX_ADDRESS_TEXTS,
  city: 'Ciudad',
  email: 'Email',
  mobile: 'Celular',
  cancel: 'Cancelar',
  save: 'Guardar',
  fullnameRequired: M.fullnameRequired,
  identificationRequired: M.identificationRequired,
  addressRequired: M.addressRequired,
  cityRequired: M.cityRequired,
  emailRequired: M.emailRequired,
  emailInvalid: M.emailInvalid,
  mobileInvalid: M.mobileInvalid,
  fullnameMax: M.fullnameMax,
  identificationMax: M.identificationMax,
  addressMax: M.addressMax,
  emailMax: M.emailMax,
} as const

/* ── address_step.tsx, address_form.tsx ─────────────────────────────────────────────────── */
export const ADDRESS_TEXTS = {
  legend: 'Elige la dirección de envío',
  add: 'Agregar dirección',
  formTitle: 'Nueva dirección de envío',
  saved: M.addressSaved,
  /** doc 1 §8 (warning). */
  saveFailed: M.addressSaveFailed,
  limits: ADDRESS_LIMITS,
} as const

/* ── billing_step.tsx, billing_form.tsx ─────────────────────────────────────────────────── */
export const BILLING_TEXTS = {
  legend: 'Elige los datos de facturación',
  add: 'Agregar datos de facturación',
  formTitle: 'Nuevos datos de facturación',
  saved: M.billingSaved,
  /** doc 1 §8 (warning). */
  saveFailed: M.billingSaveFailed,
  limits: BILLING_LIMITS,
} as const

/* ── shipping_policy_popover.tsx ────────────────────────────────────────────────────────── */
export const SHIPPING_POLICY_TEXTS = {
  button: 'Política de envíos',
  title: 'Costos de envío',
  free: 'Envío gratis',
  /** A tier: purchases from `from` up. */
  from: (from: string) => `Compras desde ${from}`,
  /** Below the first tier nothing is added (the store set no rule there). */
  below: (limit: string) => `Compras menores a ${limit}`,
  noRules: 'Esta tienda no ha definido costos de envío.',
  policy: 'Política de la tienda',
  loadError: 'No pudimos cargar la política de envíos',
  /** The shipping of the purchase at hand, by the same rule as the checkout and the order. */
  yourPurchase: (subtotal: string) => `Tu compra de ${subtotal}`,
} as const

/* ── Checkout wizard (added with the wizard) ────────────────────────────────────────────── */
export const WIZARD_TEXTS = {
  /** doc 1 §2: 'Completa tu compra en 3 pasos' (or 2). */
  title: (steps: number) => `Completa tu compra en ${steps} pasos`,
  steps: {
    shipping: 'Costo de envío',
    billing: 'Datos de facturación',
    address: 'Datos de envío',
  },
  back: 'Atrás',
  next: 'Continuar',
  finish: 'Finalizar',
  cancel: 'Cancelar',
  loadError: 'No pudimos cargar las opciones de envío de la tienda',
  retry: 'Reintentar',
  /** Step 1: the shipping options of doc 1 §3 / §4. */
  optionsLegend: 'Elige cómo quieres recibir tu pedido',
  options: {
    shippingCost: 'Envío a domicilio',
    storePickup: 'Recoger en la tienda',
    paymentAgainstDelivery: 'Pago contra entrega del envío',
  },
  optionHints: {
    shippingCost: (cost: string) => `Costo de envío: ${cost}`,
    shippingFree: 'Envío sin costo adicional',
    storePickup: 'Recoge tus autopartes en la tienda, sin costo de envío.',
    paymentAgainstDelivery: 'Pagas el flete a la transportadora cuando recibes el pedido.',
  },
  summary: 'Resumen de tu compra',
  products: 'Productos',
  shipping: 'Envío',
  total: 'Total a pagar',
  store: 'Tienda',
  quotation: 'Cotización',
  billingMissing: 'Elige o agrega los datos de facturación para continuar.',
  addressMissing: 'Elige o agrega la dirección de envío para continuar.',
  /** The marketplace order-confirmation step (doc 1 §2, §5, §8). */
  confirmTitle: 'Confirma tu pedido',
  comment: 'Comentario para la tienda (opcional)',
  commentPlaceholder: 'Ej.: horario de entrega, indicaciones para la tienda…',
  commentCount: (n: number, max: number) => `${n} / ${max} caracteres`,
  /** 'Acepto los términos y condiciones de compra de Repuestos', its middle words a link. */
  termsBefore: 'Acepto los',
  termsLink: 'términos y condiciones',
  termsAfter: 'de compra de Repuestos',
  termsRequired: 'Debes aceptar los términos y condiciones para continuar con el pedido',
  sendOrder: 'Enviar pedido',
  continuePurchase: 'Continuar compra',
  createLink: 'Generar link de pago',
  /** doc 3 §8. */
  orderFailed: 'Ocurrio un error al enviar el pedido',
  linkFailed: 'No fue posible generar el link de pago',
  redirecting: 'Te estamos llevando a la pasarela de pagos…',
  /** The payment link (doc 3 §7, §8). */
  linkCreated: '¡Link de pago generado!',
  linkHelp:
    'Comparte o abre este link para pagar tu compra. Te avisaremos cuando la tienda reciba el pago.',
  copyLink: 'Copiar link de pago',
  copied: 'El link de pago se copió correctamente.',
  copyFailed: 'Error al copiar el link de pago.',
  openLink: 'Abrir link de pago',
  /**
   * After 'Enviar pedido' (the orders sales model; a cart store is paid first through the
   * gateway and never shows this): the store's payment info (doc 1 §2 "a 'payment' modal built
   * from a store's closing form", §3 "Store payment info") — what the FAQ of the purchase option
   * also says (buyer_detail/texts.ts faqOf): pay the registered order with this information only.
   */
  orderSentTitle: (ref: string) => `Pedido ${ref} enviado`,
  orderSentText:
    'La tienda recibió tu pedido en Repuestos y confirmará la disponibilidad; te avisaremos cuando lo haga. Sigue su estado en Mis compras.',
  paymentInfo: 'Información de pago de la tienda',
  paymentNotice:
    'Es la información de pago que la tienda registró en Repuestos. Paga este pedido solo con ella, cuando la tienda lo confirme, y no hagas acuerdos por fuera de la plataforma.',
  /** A store that registered no payment info. */
  noPaymentInfo: 'La tienda te indicará por el chat de tu pedido cómo pagarlo.',
  paymentName: 'Titular',
  paymentMobile: 'Celular para pagos',
  seeOrder: 'Ver mi pedido',
  close: 'Cerrar',
} as const
