/**
 * Texts of the seller-side request detail (doc 3 §2.1, §4.1, §5, §8). The server answers with
 * the same words (app/quotations/rules/vendor_detail_messages.ts).
 */

export { PHOTO_TEXTS, photoUrl } from '~/components/stores/product_photos/texts'
export const DETAIL_TEXTS = {
  title: 'Detalle de solicitud de cotización',
  back: 'Volver',
  notFound: '¡ERROR! la transacción es inexistente.',
  howItWorks: '¿Cómo funciona?',
  closedTitle: 'Solicitud cerrada',
  closedText:
    'Otros vendedores respondieron más rápido y esta solicitud ya no recibe cotizaciones.',
  requestedParts: 'Autopartes solicitadas',
  columns: {
    name: 'Nombre Autoparte',
    amount: 'Cantidad',
    photo: 'Foto',
    tyre: 'Medidas de llanta',
    reference: 'Número de parte',
    options: 'Opciones',
    quotations: 'Cotizaciones',
  },
  notAvailable: 'Agotado',
  lineClosed: 'Solicitud cerrada',
  /** Staff: a part's true state (the header says whether the request takes quotations). */
  staffLineState: {
    closed: 'Solicitud cerrada',
    purchased: 'Comprada',
    full: 'Cupo completo (3 / 3)',
    open: 'Disponible',
  },
  quotedIn: 'Cotizada en',
  viewPhoto: 'Ver foto',
  photoTitle: 'Foto de la autoparte',
  noPhoto: 'Sin foto',
  customer: 'Cliente',
  whatsapp: 'WhatsApp',
  discard: 'Descartar',
  markInProcess: 'Marcar en proceso',
  inProcess: 'En proceso',
  discardedTitle: 'Solicitud descartada',
  discardedText: (reason: string, adviser: string | null) =>
    `Tu tienda descartó esta solicitud. Motivo: ${reason}${adviser ? ` (vendedor: ${adviser})` : ''}.`,
  available: 'Disponible',
  closedBadge: 'Cerrada',
  expiredBadge: 'Vencida',
  readOnly: 'Vista de solo lectura: los administradores no cotizan ni gestionan solicitudes.',
  quotationTitle: 'Tu cotización',
  quotationsTitle: 'Cotizaciones de la solicitud',
  noQuotations: 'Esta solicitud aún no tiene cotizaciones.',
  brandFormTitle: 'Solicitar habilitación de marcas o grupos',
  brandFormHelp:
    'Cuéntanos qué marcas de vehículos o grupos de autopartes quieres habilitar en tu tienda virtual. El equipo de administración revisará tu solicitud.',
  brandFormLabel: 'Marcas o grupos que quieres habilitar',
  brandFormPlaceholder: 'Ejemplo: habilitar la marca Mazda y el grupo de suspensión',
  brandFormSubmit: 'Enviar solicitud',
  requiredField: 'Completa el campo requerido',
  brandRequestSent: 'Solicitud enviada exitosamente',
  discardedToast: (code: string) => `Solicitud Nº ${code} descartada`,
  alreadyDiscardedToast: (code: string) =>
    `Solicitud Nº ${code} ya ha sido previamente descartada.`,
  markedInProcessToast: 'La solicitud de cotización se ha marcado en proceso',
  autoDiscardedTitle: 'Producto no disponible',
  askDiscard:
    'Marcaste todas las autopartes como agotadas. Indica el motivo para descartar la solicitud.',
  description:
    'Las autopartes que pide el cliente, su vehículo y las cotizaciones de la solicitud.',
  vehicle: 'Vehículo',
  plate: 'Placa',
  vin: 'VIN',
  city: 'Ciudad',
  characters: (length: number, max: number) => `${length} / ${max} caracteres`,
  editedQuotation: 'Cotización editada',
  quotationValidity: (expired: boolean, date: string) =>
    `${expired ? 'Venció el' : 'Válida hasta el'} ${date}`,
  buyerDiscardedQuotation: (reason: string | null) =>
    `El cliente descartó esta cotización${reason ? `: ${reason}` : ''}`,
  order: (reference: string) => `Pedido ${reference}`,
} as const

/** '¿Cómo funciona?' for vendors on the request detail (doc 3 §2.1). */
export const DETAIL_GUIDE_TEXTS = {
  title: 'Responde rápido y con la mejor oferta',
  steps: [
    'Revisa el vehículo y las autopartes que el cliente necesita. La foto de cada autoparte se abre con el ícono de la columna Foto.',
    'El cliente compara máximo 3 opciones de compra y le prometemos respuestas en 60 minutos: las primeras cotizaciones son las que se ven. Una solicitud del marketplace se cierra con 3 cotizaciones y una solicitud hecha en tu tienda virtual con 1; cuando se cotiza por producto, cada autoparte recibe hasta 3 cotizaciones (contador n / 3).',
    'Marca como Agotado lo que no tienes. Si marcas todas las autopartes, la solicitud se descarta con el motivo "Producto no disponible".',
    'Marcar en proceso guarda una nota privada para tu tienda (máximo 128 caracteres) y la solicitud sigue en Pendientes. Descartar la saca de tu lista con un motivo.',
  ],
  commissionTitle: 'Comisión',
  commission:
    'Los precios incluyen impuestos. Por cada venta la plataforma cobra una comisión: (subtotal + envío) × el porcentaje de tu plan + el costo fijo del plan. Tú recibes el total de la venta menos la comisión.',
  contactTitle: 'Datos de contacto',
  contact:
    'No escribas teléfonos, correos, direcciones ni nombres en las observaciones ni en el chat: la venta debe cerrarse dentro de la plataforma. Los datos del cliente solo se muestran a quien tiene permiso para verlos.',
} as const

/** 'Chevrolet Spark GT 2015'. */
export function vehicleName(request: {
  brand: { name: string } | null
  vehicle_model: string
  vehicle_year: number
}) {
  return [request.brand?.name, request.vehicle_model, request.vehicle_year]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ')
}

/**
 * The vendor's quotation form (doc 3 §2.2, §5, §8, §9). Validation messages come from the
 * server's own texts (app/quotations/rules/quotation_messages.ts) through the shared rules.
 */
export const QUOTE_TEXTS = {
  help: 'Completa cada autoparte que ofreces: marca, precio unitario con impuestos, garantía y tiempo de entrega. Elimina las que no tienes.',
  columns: {
    reference: 'Referencia',
    name: 'Producto',
    brand: 'Marca',
    amount: 'Cantidad',
    photo: 'Foto',
    unitPrice: 'Precio unitario',
    warranty: 'Garantía',
    delivery: 'Tiempo de entrega',
    actions: 'Acciones',
  },
  withTaxes: 'IVA incluido',
  toComplete: 'Por completar',
  quoteItem: 'Cotizar',
  quoteItemLabel: (name: string) => `Cotizar ${name}`,
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  viewPhoto: (name: string) => `Ver foto: ${name}`,
  addPart: 'Agregar otra autoparte',
  observations: 'Observaciones',
  observationsPlaceholder: 'Estado del producto, condiciones de la garantía, forma de entrega…',
  shipping: 'Costo de envío',
  freeShipping: 'Envío gratis (política de la tienda)',
  shippingValue: 'Valor del envío',
  shippingTitle: 'Debes agregar el costo de envío',
  shippingText:
    'Antes de poder generar la cotización, debes agregar el costo de envío de los productos.',
  validUntil: 'Válida hasta',
  seller: 'Vendedor',
  sellerPlaceholder: 'Selecciona un vendedor',
  subtotal: 'Subtotal',
  shippingLine: 'Envío',
  total: 'Total',
  commission: 'Comisión',
  commissionHelp: (percent: string, fixed: string) => `${percent} + ${fixed} por venta`,
  net: 'Recibirás',
  netForStaff: 'Recibe el vendedor',
  costsLoading: 'Calculando la comisión…',
  commissionPending: 'La comisión y lo que recibirás se calculan con los precios de los productos.',
  send: 'Enviar Cotización',
  save: 'Guardar',
  saveAndNotify: 'Guardar y Notificar al cliente',
  close: 'Cerrar',
  contactCustomer: 'Contactar Cliente',
  contactMessage: (name: string, code: string) =>
    `Hola ${name}, te escribo por tu solicitud de cotización Nº ${code}.`,
  checkForm: 'Revisa los datos de la cotización: hay campos por completar o corregir.',
  requestClosed: 'Solicitud cerrada',
  requestClosedText:
    'Otros vendedores respondieron más rápido: la solicitud ya recibió todas las cotizaciones posibles.',
  sent: 'Cotización enviada',
  updated: 'Cotización actualizada exitosamente',
  notified: 'Hemos notificado al cliente los cambios de la cotización',
  closed: 'Cotización cerrada exitosamente',
  productDeleted: 'El producto se eliminó correctamente de la cotización',
  draftRestored: 'Recuperamos los cambios que no habías enviado de esta cotización.',
  draftDiscard: 'Borrar cambios',
  confirmRemoveTitle: 'Eliminar producto',
  confirmRemove: (name: string) => `¿Quieres eliminar ${name} de la cotización?`,
  confirmRemoveSaved: (name: string) =>
    `¿Quieres eliminar ${name} de la cotización? El cliente dejará de verlo.`,
  confirmCloseTitle: 'Cerrar cotización',
  confirmClose:
    'La cotización dejará de estar disponible: el cliente ya no podrá verla ni comprarla. Esta acción no se puede deshacer.',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  locked: (refVenta: string) =>
    `Esta cotización está vinculada al pedido ${refVenta}: ya no es posible modificarla ni enviarla.`,
  closedNotice: 'Cotización cerrada: el cliente ya no puede verla ni comprarla.',
  notQuotable: 'Esta solicitud ya no recibe cotizaciones.',
} as const

/** The register / edit product modal, 'Calcular precio' and the product photo (doc 3 §2.2, §5). */
export const PRODUCT_TEXTS = {
  registerTitle: 'Registrar producto',
  editTitle: 'Editar producto',
  requestedPart: (name: string, amount: number) => `Autoparte solicitada: ${name} × ${amount}`,
  extraPart: 'Autoparte adicional (no solicitada)',
  position: (index: number, total: number) => `${index} de ${total}`,
  previous: 'Producto anterior',
  next: 'Producto siguiente',
  name: 'Nombre del producto',
  brand: 'Marca',
  amount: 'Cantidad',
  unitPrice: 'Precio unitario con impuestos',
  warranty: 'Garantía',
  delivery: 'Tiempo de entrega',
  reference: 'Referencia',
  referenceHelp: 'Número de parte: solo lo ve tu tienda',
  photo: 'Foto del producto',
  addPhoto: 'Crear foto del producto',
  changePhoto: 'Cambiar foto',
  removePhoto: 'Quitar foto',
  save: 'Guardar producto',
  cancel: 'Cancelar',
  unsavedTitle: 'Cambios sin guardar',
  unsaved: 'Tienes cambios sin guardar en este producto. ¿Quieres descartarlos?',
  keepEditing: 'Seguir editando',
  discardChanges: 'Descartar cambios',
  calculate: 'Calcular precio',
  calculatorTitle: 'Calcular precio',
  calculatorHelp: (percent: string) =>
    `Escribe cuánto quieres recibir por unidad: el precio sugerido le suma la comisión de ${percent} (valor deseado ÷ (1 − ${percent})).`,
  calculatorFixed: (fixed: string) =>
    `El costo fijo del servicio (${fixed}) se descuenta una vez por cotización vendida.`,
  desiredNet: 'Valor que quieres recibir por unidad',
  suggested: 'Precio sugerido',
  useSuggested: 'Usar este precio',
  invalidNet: 'Ingresa un valor mayor a 0 con máximo 2 decimales',
  viewer: 'Foto del producto',
} as const

/**
 * The product photo form (doc 1 §2 "Product image form", §8; doc 3 §5): the validation texts
 * and the policy list are the server's (app/stores/rules/product_image_rules.ts).
 */
