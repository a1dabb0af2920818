import { OBSERVATIONS_MAX_LENGTH, REFERENCE_MAX_LENGTH } from './quotation_form.js'

/**
 * The Spanish texts of a vendor's quotation (doc 3 §5, §8): validation, refusals and success
 * messages. The server answers with them and the vendor's form shows the same words.
 */
export const QUOTATION_MESSAGES = {
  /* Success (doc 3 §8). */
  sent: 'Cotización enviada',
  updated: 'Cotización actualizada exitosamente',
  notified: 'Hemos notificado al cliente los cambios de la cotización',
  closed: 'Cotización cerrada exitosamente',
  productDeleted: 'El producto se eliminó correctamente de la cotización',
  photoDeleted: 'La foto se eliminó correctamente.',
  editedBadge: 'Cotización editada',

  /* Before sending (doc 3 §5). */
  shippingValueRequired: 'Debes agregar el costo de envío',
  shippingOptionRequired:
    'Antes de poder generar la cotización, debes agregar el costo de envío de los productos.',
  shippingValueInvalid: 'El costo de envío debe ser un valor mayor a 0 con máximo 2 decimales',
  observationsTooLong: `El campo de observaciones no puede superar los ${OBSERVATIONS_MAX_LENGTH} caracteres`,
  observationsContactData:
    'Las observaciones no pueden incluir datos de contacto (teléfonos, correos, direcciones o nombres). Enviar datos de contacto causa la desactivación inmediata de la cuenta.',
  sellerRequired: 'Selecciona un vendedor',
  sellerInvalid: 'El vendedor seleccionado no pertenece a tu tienda',
  requestRequired: 'Indica la solicitud de cotización',
  validUntilInvalid: 'Selecciona la fecha de vigencia de la cotización',
  validUntilPast: 'La fecha de vigencia no puede ser anterior a hoy',
  validUntilTooFar: 'La vigencia de la cotización no puede superar un año',
  itemsRequired: 'Agrega al menos un producto a la cotización',
  itemsTooMany: 'Puedes cotizar máximo 50 productos',
  totalTooHigh: 'El total de la cotización supera el valor máximo permitido',
  idempotencyInvalid: 'La solicitud no es válida, recarga la página',

  /* Quotation product form (doc 3 §5). */
  nameRequired: 'Ingresa el nombre del producto',
  nameTooLong: 'El nombre del producto no puede superar los 128 caracteres',
  brandRequired: 'Ingresa la marca del producto',
  brandTooLong: 'La marca no puede superar los 128 caracteres',
  amountInvalid: 'La cantidad mínima es 1',
  amountTooHigh: 'La cantidad máxima es 100000',
  unitPriceInvalid: 'El precio unitario mínimo es 1, con máximo 2 decimales',
  /** A COP price with cents (Colombian prices are whole pesos; rules/money.ts fitsCurrency). */
  wholePesos: 'En pesos colombianos los precios van sin centavos',
  warrantyInvalid: 'Selecciona la garantía',
  deliveryTimeInvalid: 'Selecciona el tiempo de entrega',
  referenceTooLong: `La referencia no puede superar los ${REFERENCE_MAX_LENGTH} caracteres`,
  detailNotInRequest: 'La autoparte no pertenece a esta solicitud de cotización',
  itemNotInQuotation: 'El producto no pertenece a esta cotización',
  detailLinkFixed: 'No puedes cambiar la autoparte solicitada de un producto ya cotizado',
  lastItem:
    'La cotización debe tener al menos un producto. Si ya no puedes ofrecerla, ciérrala con el botón Cerrar.',
  nothingToChange: 'Indica qué quieres cambiar del producto',

  /* Caps and states (doc 3 §4.1, §4.2). */
  requestClosed: 'Solicitud cerrada',
  requestClosedDetail:
    'Otros vendedores respondieron más rápido: la solicitud ya recibió todas las cotizaciones posibles.',
  requestClosedByBuyer: 'El cliente cerró la solicitud de cotización.',
  requestExpired: 'La solicitud de cotización venció: ya no recibe cotizaciones.',
  alreadyQuoted: (code: string) =>
    `Tu tienda ya envió la cotización Nº ${code} para esta solicitud: edítala para cambiarla`,
  discarded: 'Tu tienda descartó esta solicitud: no es posible cotizarla',
  noRequestedPart: 'Cotiza al menos una de las autopartes solicitadas',
  partFull: (name: string) => `La autoparte ${name} ya recibió 3 cotizaciones`,
  partPurchased: (name: string) => `La autoparte ${name} ya fue comprada por el cliente`,
  locked: (refVenta: string) =>
    `La cotización está vinculada al pedido ${refVenta}: ya no es posible modificarla ni enviarla`,
  quotationClosed: 'La cotización está cerrada: ya no es posible modificarla',
  alreadyClosed: 'La cotización ya está cerrada',

  /* Who may do what (doc 3 §6). */
  staffReadOnly:
    'Los administradores ven las cotizaciones en modo de solo lectura: no pueden enviarlas ni modificarlas',
  onlyOwnerStore: 'Solo la tienda que envió la cotización puede modificarla',
  photoDeletionOnly:
    'Solo puedes eliminar la foto del producto: los administradores ven las cotizaciones en modo de solo lectura',
  serviceCostsVendorsOnly:
    'Los costos del servicio son los del plan de la tienda que cotiza: consúltalos desde la cuenta de la tienda',
  closeWithPost:
    'Para cerrar una cotización usa POST (el GET solo se acepta con un token de la API).',
  idempotencyOtherAccount:
    'Esta clave de envío ya fue usada desde otra cuenta. Recarga la página e inténtalo de nuevo.',
} as const
