import { BUYER_DETAIL_MESSAGES as M } from '@rules/quotations/rules/buyer_detail_messages'
import { BUYER_REQUEST_MESSAGES } from '@rules/quotations/rules/buyer_request_messages'

/**
 * Texts of the buyer's detail page of one request (doc 3 §2.3, §2.5, §2.6, §5, §8). The
 * server's own words come from app/quotations/rules/buyer_detail_messages.ts.
 */
export const BUYER_DETAIL_TEXTS = {
  title: 'Cotizaciones',
  description:
    'Las cotizaciones que recibiste para tu solicitud: compara las opciones de compra y compra desde aquí.',
  back: 'Volver',
  viewRequest: 'Ver solicitud',
  hideRequest: 'Ocultar solicitud',
  requestedParts: 'Autopartes solicitadas',
  columns: {
    name: 'Nombre Autoparte',
    amount: 'Cantidad',
    quotations: 'Cotizaciones',
    photo: 'Foto',
  },
  viewPhoto: 'Ver foto',
  photoTitle: 'Foto de la autoparte',
  noPhoto: 'Sin foto',
  partNumber: 'Número de parte',
  purchased: 'Comprada',
  vehicle: 'Vehículo',
  plate: 'Placa',
  vin: 'VIN',
  city: 'Ciudad',
  store: 'Tienda',
  date: 'Fecha',
  customer: 'Cliente',
  whatsapp: 'WhatsApp',
  calendar: 'Agendar actividad',
  activityName: (code: string) => `Seguimiento de la solicitud ${code}`,
  readOnly:
    'Vista de solo lectura: los administradores no compran, descartan ni cierran solicitudes.',
  available: 'Disponible',
  closedBadge: 'Cerrada',
  expiredBadge: 'Vencida',

  /* Closing and re-requesting (doc 3 §2.5, §4.1, §8). */
  closeRequest: 'Cerrar Solicitud',
  requestClosed: 'Solicitud cerrada',
  closeReason: (label: string) => `Motivo de cierre: ${label}`,
  closedInfo:
    'Solicitud de cotización cerrada. Puedes volver a realizar la misma solicitud para actualizar nuevas ofertas o puedes solicitar una nueva.',
  expiredInfo:
    'Tu solicitud de cotización venció y ya no recibe nuevas ofertas. Puedes volver a realizar la misma solicitud o solicitar una nueva.',
  sameRequest: 'Hacer misma solicitud',
  newRequest: 'Hacer nueva solicitud',
  reRequestTitle: 'Nueva solicitud de cotización',
  closedToast: BUYER_REQUEST_MESSAGES.closed,
  closeError: BUYER_REQUEST_MESSAGES.closeError,
  searching: 'Estamos buscando ofertas para tu solicitud.',
  noQuotations: 'Esta solicitud no recibió cotizaciones.',

  /* One purchase option (doc 3 §2.3). */
  option: (n: number) => `Opción de compra #${n}`,
  quotationCode: (code: string) => `Cotización ${code}`,
  validUntil: (date: string) => `Válida hasta el ${date}`,
  expiredQuotation: 'Esta cotización venció y ya no se puede comprar.',
  closedByVendor: 'El vendedor cerró esta cotización y ya no se puede comprar.',
  observations: 'Observaciones del vendedor',
  product: 'Producto',
  brand: 'Marca',
  unitPrice: 'Precio unitario',
  warranty: 'Garantía',
  deliveryTime: 'Tiempo de entrega',
  offered: 'Cantidad ofrecida',
  toBuy: 'Cantidad a comprar',
  availableUnits: (n: number) => (n === 1 ? '1 disponible' : `${n} disponibles`),
  soldOut: 'Todas las unidades de este producto ya fueron compradas.',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  freeShipping: 'Envío gratis',
  total: 'Total',
  totalHelp: 'Total de los productos que elegiste. Los precios incluyen impuestos.',
  taxesIncluded: 'Los precios incluyen impuestos.',
  buyOrder: 'Enviar pedido',
  buyCart: 'Continuar compra',
  paymentLink: 'Generar link de pago',
  discard: 'Descartar',
  contactVendor: 'Contactar vendedor',
  quantityRequired: M.quantityRequired,
  selectionRequired: M.selectionRequired,

  /* Discard (doc 3 §4.2, §8, §9). */
  discardTitle: 'Descartar cotización',
  discardQuestion: (code: string) => `¿Por qué quieres descartar la cotización ${code}?`,
  discardReason: 'Motivo',
  discardConfirm: 'Descartar cotización',
  cancel: 'Cancelar',
  reasonRequired: M.reasonRequired,
  discardedToast: M.discarded,
  discardError: 'No pudimos descartar la cotización',
  discardedTitle: 'Cotización descartada',
  discardedText: (reason: string, date: string) => `La descartaste el ${date}. Motivo: ${reason}.`,

  /* Orders made from it. */
  ordersTitle: 'Pedidos realizados con esta cotización',
  orderLink: (ref: string) => `Ver pedido ${ref}`,
  /** Staff: the quotation's staff view ('Exportar PDF', 'Registrar infracción'). */
  staffQuotation: 'Ver cotización: exportar PDF o registrar infracción',
  cancelledOrder: 'Cancelado',

  /* Reputation (doc 3 §2.3). */
  reputation: 'Reputación del vendedor',
  ratingsCount: (n: number) => (n === 1 ? '1 calificación' : `${n} calificaciones`),
  noRatings: 'Aún sin calificaciones',
  seeRatings: 'Ver calificaciones',
  ratingsTitle: (store: string) => `Calificaciones de ${store}`,
  ratingsEmpty: 'Esta tienda aún no tiene calificaciones.',
  loadMore: 'Cargar más',
  ratingsError: 'No pudimos cargar las calificaciones',
  retry: 'Reintentar',

  /* Staff only. */
  infractionsTitle: 'Infracciones registradas',

  /* Frequently asked questions. */
  faqTitle: 'Preguntas frecuentes',

  /* The unauthorized panel (doc 3 §2.6). */
  unauthorizedTitle: M.unauthorized,
  unauthorizedText: (name: string, email: string | null, mobile: string | null) =>
    `Tu usuario ${name}${email ? ` (${email})` : ''}${mobile ? `, con el celular ${mobile},` : ''} no tiene permiso para ver esta transacción.`,
  unauthorizedHelp:
    'Verifica que hayas iniciado sesión con la cuenta con la que hiciste la solicitud.',
  logout: 'Cerrar Sesión',
  logoutError: 'Error al cerrar sesión',
} as const

/**
 * Frequently asked questions of a purchase option (doc 3 §2.3): buying inside the platform.
 * `product` is the product's name (Repuestos); `salesModel` the store's (doc 3 §9): how to pay
 * says what that store's button does — the cart model pays online first, the orders model
 * pays with the payment information the store registered, shown after 'Enviar pedido'
 * (doc 1 §2, §3 "Store payment info"; checkout_result.tsx says the same).
 */
export function faqOf(product: string, salesModel: 'orders' | 'cart' = 'orders') {
  return [
    {
      question: '¿Cómo pago mi compra?',
      answer:
        salesModel === 'cart'
          ? `Con «Continuar compra» pagas en línea en la pasarela de pagos segura de ${product}. La tienda recibe tu pedido cuando el pago se aprueba. Nunca pagues por fuera de la plataforma.`
          : `Con «Enviar pedido» la tienda recibe tu pedido en ${product} y confirma la disponibilidad. Paga solo con la información de pago que la tienda registró en ${product} —la ves al enviar el pedido— o la que te dé por el chat de tu pedido, y sigue su estado en Mis compras. No hagas acuerdos ni pagos por fuera de un pedido registrado en ${product}.`,
    },
    {
      question: '¿Cuánto cuesta el envío y cuándo recibo mis autopartes?',
      answer:
        'El costo del envío aparece en el total de cada opción de compra: incluido en el precio o como un valor aparte. El tiempo de entrega de cada producto lo indica el vendedor y empieza a contar cuando se confirma tu pedido.',
    },
    {
      question: '¿Qué garantía tienen los productos?',
      answer:
        'Cada producto muestra los días de garantía que ofrece el vendedor. Si tienes un problema con tu compra, escríbenos desde el detalle de tu pedido y te ayudamos a gestionarla.',
    },
    {
      question: '¿Puedo devolver un producto?',
      answer: `Sí. Si el producto no corresponde a lo que pediste o llega con defectos, solicita la devolución desde el detalle de tu pedido en ${product}; el vendedor debe responderte dentro de la plataforma.`,
    },
    {
      question: `¿Por qué comprar a través de ${product}?`,
      answer: `Tu pago queda protegido, tienes el historial de tu pedido y el soporte de ${product} si algo sale mal. Los vendedores son calificados por otros compradores.`,
    },
  ]
}
