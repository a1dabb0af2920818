/**
 * The terms and conditions of the marketplace (/terminos-y-condiciones), in Spanish, by country:
 * what the platform is, who does what, quotations, payments through the platform, the stores'
 * commission, shipping, cancellations, warranties and returns, conduct, personal data and
 * contact. Each rule here is one the application applies (README "Buying", "Chat"); the laws
 * named are the consumer and data-protection laws of each market.
 */
export interface TermsSection {
  id: string
  title: string
  paragraphs: string[]
  items?: string[]
}

export const TERMS_UPDATED = '27 de noviembre de 2026'

interface Law {
  countryName: string
  consumerLaw: string
  retraction: string
  dataLaw: string
  dataRights: string
  authority: string
}

const LAWS: Record<'CO' | 'MX', Law> = {
  CO: {
    countryName: 'Colombia',
    consumerLaw: 'el Estatuto del Consumidor (Ley 1480 de 2011)',
    retraction:
      'En las compras a distancia tienes derecho de retracto: puedes devolver el producto dentro de los cinco (5) días hábiles siguientes a su entrega, sin uso y en las condiciones en que lo recibiste (artículo 47 de la Ley 1480 de 2011). Los costos de transporte de la devolución corren por tu cuenta y el dinero se reintegra dentro de los treinta (30) días calendario siguientes. Si pagaste en línea también puedes pedir la reversión del pago en los casos del artículo 51 de la misma ley.',
    dataLaw: 'la Ley 1581 de 2012 y el Decreto 1377 de 2013',
    dataRights:
      'conocer, actualizar y rectificar tus datos, pedir prueba de tu autorización, ser informado del uso que les damos, revocar la autorización, pedir que los suprimamos cuando no exista un deber legal de conservarlos y presentar quejas ante la Superintendencia de Industria y Comercio',
    authority: 'la Superintendencia de Industria y Comercio',
  },
  MX: {
    countryName: 'México',
    consumerLaw: 'la Ley Federal de Protección al Consumidor',
    retraction:
      'Cuando la ley lo permita puedes revocar tu compra dentro de los cinco (5) días hábiles siguientes a la entrega del producto, sin uso y en las condiciones en que lo recibiste, conforme a la Ley Federal de Protección al Consumidor. Los costos de transporte de la devolución corren por tu cuenta salvo que el producto tenga defectos.',
    dataLaw: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
    dataRights:
      'acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso (derechos ARCO), así como revocar tu consentimiento',
    authority: 'la Procuraduría Federal del Consumidor (Profeco)',
  },
}

/** The sections of the terms for the product's name, the host's country and the contact. */
export function termsOf(input: {
  product: string
  country: string
  supportEmail: string
}): TermsSection[] {
  const { product, supportEmail } = input
  const law = LAWS[input.country === 'MX' ? 'MX' : 'CO']
  return [
    {
      id: 'plataforma',
      title: '1. Qué es la plataforma',
      paragraphs: [
        `${product} es un marketplace en línea de autopartes para vehículos que opera en ${law.countryName}. Conecta a compradores que buscan repuestos con tiendas independientes que los venden. ${product} no fabrica ni vende los productos: cada tienda es responsable de lo que ofrece, de su precio, de su calidad, de su garantía y de su despacho.`,
        `Al registrarte, solicitar una cotización o comprar en ${product} aceptas estos términos y condiciones. Si no estás de acuerdo con ellos, no uses la plataforma.`,
      ],
    },
    {
      id: 'roles',
      title: '2. Quién es quién',
      paragraphs: ['En la plataforma participan:'],
      items: [
        'Comprador: la persona o empresa que solicita cotizaciones, compara las ofertas y compra.',
        'Tienda (vendedor): el comercio que responde las solicitudes con cotizaciones y vende. Sus asesores actúan en nombre de la tienda; lo que hace un asesor compromete a la tienda.',
        `Equipo de ${product}: administra la plataforma, revisa las conversaciones cuando es necesario, registra infracciones y atiende los reclamos. No compra ni cotiza.`,
        'Una tienda nunca cotiza, compra ni califica solicitudes o cotizaciones hechas por su propio dueño o sus asesores.',
      ],
    },
    {
      id: 'cuenta',
      title: '3. Tu cuenta',
      paragraphs: [
        'Para comprar debes completar tu registro con tu nombre, tu correo electrónico y tu número de WhatsApp verificado. Los datos que registres deben ser verdaderos y estar actualizados; eres responsable de lo que se haga con tu cuenta y de mantener tu contraseña en secreto.',
      ],
    },
    {
      id: 'cotizaciones',
      title: '4. Solicitudes de cotización y cotizaciones',
      paragraphs: [
        'Describe tu vehículo y las autopartes que necesitas. Las tiendas que venden la marca de tu vehículo pueden responder con una cotización: productos, precio unitario con impuestos incluidos, garantía, tiempo de entrega y costo de envío. Una solicitud recibe hasta tres cotizaciones (tres por autoparte cuando se cotiza por producto); una solicitud hecha a una sola tienda recibe una.',
        'Cada cotización está vigente hasta la fecha que indica (ocho días por defecto). La tienda puede cerrarla antes y tú puedes descartarla. Puedes cerrar tu solicitud en cualquier momento y volver a pedirla.',
        'Para proteger a ambas partes, las cotizaciones, las observaciones y los mensajes no pueden incluir teléfonos, correos, direcciones ni otros datos de contacto: la plataforma los detecta y los bloquea.',
      ],
    },
    {
      id: 'pagos',
      title: '5. Compras y pagos a través de la plataforma',
      paragraphs: [
        'Antes de confirmar una compra ves el detalle de los productos, el costo de envío y el total a pagar. Los precios están en la moneda local e incluyen impuestos.',
        `En las tiendas con pago en línea («Continuar compra» o un link de pago) pagas en la pasarela de pagos de ${product}. La tienda recibe tu pedido solo cuando la pasarela aprueba el pago; antes no conoce tu pedido ni tus datos.`,
        `En las tiendas que venden por pedido («Enviar pedido») la tienda recibe tu pedido, confirma la disponibilidad y te indica su información de pago: la que registró en ${product}, que ves al enviar el pedido, o la que te da por el chat de tu pedido. Paga solo pedidos registrados en ${product} y con esa información.`,
        `Nunca hagas acuerdos ni pagos por fuera de ${product}: sin un pedido registrado no podemos acompañarte ante un reclamo.`,
      ],
    },
    {
      id: 'comision',
      title: '6. Comisión',
      paragraphs: [
        `${product} cobra a la tienda una comisión por cada venta: un porcentaje del valor de los productos más el envío, y un valor fijo, según el plan de la tienda. La tienda recibe el total de la venta menos la comisión.`,
        'El comprador no paga comisión: el total que ves antes de confirmar es lo que pagas.',
      ],
    },
    {
      id: 'envios',
      title: '7. Envíos y entregas',
      paragraphs: ['Según lo que ofrezca cada tienda puedes elegir:'],
      items: [
        'Envío a domicilio: con el costo que indica la cotización o, si la tienda lo deja a su política de envíos, con el que resulta del valor de tu compra.',
        'Recoger en la tienda: sin costo de envío.',
        'Flete contra entrega: pagas el transporte a la transportadora cuando recibes el pedido.',
        'El tiempo de entrega lo indica la tienda en cada producto y cuenta desde que confirma tu pedido. La tienda registra el envío con su guía o nota de seguimiento, y te avisamos de cada cambio de estado.',
      ],
    },
    {
      id: 'cancelaciones',
      title: '8. Cancelaciones',
      paragraphs: [
        'Puedes cancelar tu pedido, indicando el motivo, mientras esté pendiente: antes de que la tienda lo confirme y de que lo pagues. Un link de pago que no has pagado también puedes cancelarlo.',
        'Después, escríbele a la tienda desde el chat de tu pedido. La tienda puede cancelar un pedido indicando el motivo; si ya lo pagaste, el dinero se te devuelve por el mismo medio de pago.',
      ],
    },
    {
      id: 'devoluciones',
      title: '9. Garantías y devoluciones',
      paragraphs: [
        'Cada producto tiene la garantía que indica la tienda en su cotización, además de la garantía legal. Si el producto no corresponde a lo que compraste, llega con defectos o falla durante la garantía, escríbele a la tienda desde el chat de tu pedido; la tienda debe responderte y resolverlo conforme a la ley.',
        law.retraction,
        `Si la tienda no responde, escríbenos a ${supportEmail} y te acompañamos. También puedes acudir a ${law.authority}.`,
      ],
    },
    {
      id: 'conducta',
      title: '10. Conducta y sanciones',
      paragraphs: [
        'Las tiendas deben respetar los precios cotizados, cumplir los envíos y atender a los compradores con respeto. Compartir datos de contacto, hacer comentarios indebidos, publicidad engañosa, devoluciones fraudulentas o incumplir pedidos son infracciones: el equipo de la plataforma las registra, las notifica a la tienda y puede suspender su cuenta.',
        'Después de comprar puedes calificar a la tienda. Las calificaciones deben ser honestas y referirse a tu experiencia de compra.',
      ],
    },
    {
      id: 'datos',
      title: '11. Protección de datos personales',
      paragraphs: [
        `Tratamos tus datos personales conforme a ${law.dataLaw}. Recogemos tu nombre, identificación, correo, número de WhatsApp, direcciones de envío, datos de facturación y vehículos, para operar tu cuenta, tus solicitudes y tus compras, enviarte notificaciones por la aplicación, WhatsApp y correo, y prevenir fraudes.`,
        'Mientras cotizan, las tiendas no ven tus datos de contacto. Cuando compras, la tienda que te vende ve los datos de envío y facturación de ese pedido, solo para entregarlo y facturarlo; en una compra con pago en línea, solo cuando el pago fue aprobado. No vendemos tus datos.',
        `Tienes derecho a ${law.dataRights}. Para ejercerlos escríbenos a ${supportEmail}.`,
      ],
    },
    {
      id: 'responsabilidad',
      title: '12. Responsabilidad',
      paragraphs: [
        `${product} pone la plataforma, el pago en línea y el acompañamiento de los reclamos. La información de los productos, su disponibilidad, calidad, garantía y entrega es responsabilidad de cada tienda, conforme a lo que dispone ${law.consumerLaw}.`,
      ],
    },
    {
      id: 'cambios',
      title: '13. Cambios de estos términos',
      paragraphs: [
        'Podemos actualizar estos términos. Publicaremos aquí cada versión con su fecha; si el cambio es importante te avisaremos. Usar la plataforma después del cambio significa que lo aceptas.',
      ],
    },
    {
      id: 'contacto',
      title: '14. Contacto',
      paragraphs: [
        `Para preguntas, reclamos o solicitudes sobre tus datos escríbenos a ${supportEmail}. Sobre un pedido, usa primero el chat de tu pedido con la tienda.`,
      ],
    },
  ]
}

/** The page's own texts. */
export const TERMS_TEXTS = {
  title: 'Términos y condiciones',
  description: (product: string) =>
    `Términos y condiciones de ${product}: cotizaciones, pagos, comisión, envíos, cancelaciones, devoluciones y datos personales.`,
  updated: (date: string) => `Última actualización: ${date}`,
  contents: 'Contenido',
} as const
