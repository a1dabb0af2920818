/** The stores module's screen texts (sign-up and the staff's stores page), in Spanish. */
export const STORE_TEXTS = {
  registerTitle: 'Registra tu tienda',
  registerDescription:
    'Registra tu tienda de autopartes, recibe las solicitudes de cotización de tu ciudad y vende más.',
  registerLead:
    'Completa los datos de tu negocio. Verificamos tu WhatsApp con un código y tu email con un enlace.',
  haveAccount: '¿Ya tienes cuenta?',
  logIn: 'Ingresa',
  signedInAs: (name: string) => `Registrarás la tienda con tu cuenta de ${name}.`,
  alreadyOwner: (store: string) =>
    `Ya tienes una tienda registrada (${store}). Cada cuenta puede registrar una sola tienda.`,
  businessSection: 'Datos del negocio',
  accountSection: 'Tu cuenta',
  businessName: 'Nombre del negocio',
  businessNameRequired: 'Ingresa el nombre de tu negocio',
  city: 'Ciudad de la tienda',
  cityRequired: 'Selecciona la ciudad de tu tienda',
  urlPath: 'Dirección de tu tienda',
  urlPathHelp: (example: string) => `Así te encontrarán: ${example}`,
  whatsapp: 'WhatsApp de la tienda',
  invalidPhone: 'El número de WhatsApp no es correcto',
  sendCode: 'Enviar código',
  resendCode: 'Reenviar código',
  codeSent: (number: string) =>
    `Escribe el código de 6 dígitos que enviamos por WhatsApp al ${number}.`,
  codeRequired: 'Verifica tu WhatsApp con el código que te enviamos',
  noWhatsApp: 'WhatsApp no disponible',
  fullName: 'Nombre completo',
  email: 'Email',
  conditions: (product: string) => `Acepto los términos y condiciones de ${product}`,
  submit: 'Registrar tienda',
  checkData: 'Revisa los datos',
  registeredTitle: '¡Tienda registrada!',
  // staff
  staffTitle: 'Tiendas pendientes',
  staffDescription: 'Tiendas registradas que esperan la activación del módulo GO.',
  staffEmpty: 'No hay tiendas pendientes de activación.',
  colStore: 'Tienda',
  colTaxId: 'Identificación',
  colCity: 'Ciudad',
  colOwner: 'Propietario',
  colDate: 'Registro',
  activationRequested: (date: string) => `Solicitó activación el ${date}`,
  emailVerified: 'Email verificado',
  emailNotVerified: 'Email sin verificar',
  activate: 'Activar',
  activateTitle: (store: string) => `Activar módulo GO de ${store}`,
  percent: 'Costo de servicio (%)',
  percentHelp: 'Porcentaje sobre subtotal + envío, de 0 a 50',
  fixedFee: 'Tarifa fija por venta',
  fixedFeeHelp: 'Se suma al porcentaje en cada venta (0 si no aplica)',
  percentInvalid: 'Ingresa un porcentaje entre 0 y 50',
  feeInvalid: 'Ingresa una tarifa de 0 o más',
  confirmActivate: 'Activar módulo GO',
  cancel: 'Cancelar',
  menuStores: 'Tiendas pendientes',
}

/** Texts of the public store page (/tienda/{store}). */
export const STORE_PAGE_TEXTS = {
  title: (name: string, city: string | null) =>
    city ? `${name} · Autopartes en ${city}` : `${name} · Autopartes`,
  description: (name: string, city: string | null, brands: string[]) =>
    `${name}${city ? ` en ${city}` : ''}: autopartes${
      brands.length ? ` para ${brands.slice(0, 4).join(', ')}` : ''
    }. Solicita tu cotización y recibe respuesta por WhatsApp.`,
  logoAlt: (name: string) => `Logo de ${name}`,
  brandsTitle: 'Marcas que vende',
  noBrands: 'Esta tienda aún no ha indicado las marcas que vende.',
  figuresTitle: 'Cómo responde',
  lastDays: (days: number) => `últimos ${days} días`,
  received: 'Solicitudes recibidas',
  responseRate: 'Tasa de respuesta',
  responded: (count: number) =>
    count === 1
      ? '1 respondida (cotizada o descartada)'
      : `${count} respondidas (cotizadas o descartadas)`,
  responseTime: 'Tiempo hasta su cotización',
  responseTimeHint: 'mediana hasta su primera cotización',
  ratingTitle: 'Calificación',
  ratingsCount: (count: number) => (count === 1 ? '1 calificación' : `${count} calificaciones`),
  noRatings: 'Aún no tiene calificaciones.',
  requestQuote: 'Solicitar cotización a esta tienda',
  requestHint: 'Solo esta tienda recibe tu solicitud y te responde con su cotización.',
  ownStore: 'Esta es tu tienda: no puedes solicitarle cotizaciones a ella misma.',
  photosTitle: 'Fotos de sus productos',
  noPhotos: 'Esta tienda aún no ha publicado fotos de sus productos.',
  partNumber: (reference: string) => `Referencia ${reference}`,
  photoAlt: (name: string | null, reference: string) => name ?? `Referencia ${reference}`,
  morePhotos: (count: number) => (count === 1 ? '+1 foto' : `+${count} fotos`),
}
