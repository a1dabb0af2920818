/**
 * Spanish texts of the checkout (doc 1 §8, doc 3 §5, §8): what the buyer reads when an order or
 * a payment link is refused. Shared with the pages as `@rules/orders/rules/checkout_messages`.
 * Written with their accents also where the spec quotes them without (docs/decisions.md "Accents").
 */
export const COMMENT_MAX_LENGTH = 512

export const CHECKOUT_MESSAGES = {
  /** doc 3 §8: the order modal's alert when the call fails without a message of its own. */
  orderFailed: 'Ocurrió un error al enviar el pedido',
  orderSent: 'Pedido enviado exitosamente',
  /** doc 3 §8. */
  linkCreated: '¡Link de pago generado!',
  linkFailed:
    'No fue posible generar el link de pago con la pasarela. Intenta de nuevo en unos minutos.',

  /** doc 3 §5 "Buyer". */
  noProducts: 'Debe seleccionar al menos un producto y especificar la cantidad...',
  quantityRequired: 'Por favor ingrese la cantidad a comprar',
  /** doc 1 §8 "Quantity". */
  quantityPositive: 'La cantidad debe ser mayor a cero',
  quantityAvailable: (available: number) =>
    `La cantidad disponible es de ${available} unidades. Intenta con una cantidad menor.`,
  quantityInteger: 'La cantidad debe ser un número entero',
  productNotInQuotation: 'El producto no pertenece a esta cotización',
  productRepeated: 'El producto está repetido en el pedido',
  /**
   * createNewOrder on a store of the cart sales model (issue 19): a cart store sells through the
   * payment gateway, paid first (doc 3 §9 "cart (button 'Continuar compra', payment gateway
   * opened)"), never by an unpaid order.
   */
  cartStorePaysFirst:
    'Esta tienda vende con pago en línea: usa «Continuar compra» para pagar tu pedido en la pasarela de pagos de la plataforma.',
  /** doc 1 §8 "Terms not accepted". */
  termsRequired: 'Debes aceptar los términos y condiciones para continuar con el pedido',
  commentTooLong: `El comentario admite máximo ${COMMENT_MAX_LENGTH} caracteres`,
  commentInvalid: 'El comentario no es válido',
  quotationRequired: 'Indica la cotización que quieres comprar',
  idInvalid: 'El identificador no es válido',

  /** Who may buy (CheckoutPolicy.buy). */
  signUpIncomplete:
    'Completa tu registro (nombre, email y número de WhatsApp verificado) para poder comprar',
  staffCannotBuy: 'El equipo de la plataforma ve las cotizaciones en modo de solo lectura',
  onlyBuyerBuys: 'Solo el comprador que pidió la cotización puede comprarla',
  ownStoreCannotBuy: 'No puedes comprar una cotización de tu propia tienda: eres su dueño o asesor',

  /** The quotation is no longer for sale (409). */
  quotationExpired: 'La cotización venció: ya no está disponible para comprar',
  quotationClosed: 'La tienda cerró esta cotización: ya no está disponible para comprar',
  quotationDiscarded: 'Descartaste esta cotización: ya no está disponible para comprar',

  /** Shipping option, address and billing (doc 1 §3, §4). */
  optionInvalid: 'La opción de envío debe ser shippingCost, storePickup o paymentAgainstDelivery',
  storePickupNotAllowed: 'Esta tienda no ofrece recoger el pedido en la tienda',
  againstDeliveryNotAllowed: 'Esta tienda no ofrece el flete contra entrega',
  addressInvalid: 'La dirección de entrega seleccionada no existe',
  billingInvalid: 'Los datos de facturación seleccionados no existen',
  mainAddressIncomplete: (fields: string[]) =>
    `Completa en tu perfil los datos de tu dirección principal (${fields.join(', ')}) o elige otra dirección de entrega`,
  mainBillingIncomplete: (fields: string[]) =>
    `Completa en tu perfil tus datos de facturación (${fields.join(', ')}) o elige otros datos de facturación`,
  totalTooHigh: 'El total del pedido supera el máximo permitido',

  /** Idempotency (same convention as the request wizard and the quotation send). */
  idempotencyInvalid: 'La solicitud no es válida, recarga la página',
  idempotencyOtherAccount:
    'Esta clave de envío ya fue usada desde otra cuenta. Recarga la página e inténtalo de nuevo.',
  idempotencyOtherOrder:
    'Esta clave de envío ya se usó para otro pedido. Recarga la página e inténtalo de nuevo.',

  /** Payments. */
  webhookSignature: 'La firma de la notificación no es válida',
  webhookGatewayDown: 'No fue posible consultar el pago en la pasarela. Intenta de nuevo.',
  paymentRegistered: 'Pago registrado',
  alreadyPaid: 'Este pedido ya está pagado',
  cannotPayCancelled: 'Este pedido fue cancelado: ya no se puede pagar',
} as const
