import productConfig from '#config/product'

/**
 * The Spanish texts of the vendor workspace (doc 2 §2 "Seller area", §5, §8; doc 3 §5, §8):
 * the Pendientes / Cotizadas / Descartadas lists, the discard flow and the process observation.
 * The server answers with them and the pages show the same words.
 */
export const VENDOR_MESSAGES = {
  /* Who may use the vendor lists and actions. */
  notVendor: `Solo los vendedores y asesores de una tienda con el módulo ${productConfig.moduleName} pueden consultar esta información`,
  moduleInactive: `Tu cuenta tiene inactivo el módulo de ${productConfig.moduleName}. Solicita la activación desde el siguiente formulario.`,
  notYourStore: 'No tienes permiso para consultar la información de esta tienda',
  storeNotFound: 'La tienda no existe',
  staffReadOnly:
    'Los administradores ven las solicitudes en modo de solo lectura: no pueden descartarlas ni marcarlas en proceso',
  staffNoCounters: 'Los administradores no ven los contadores de oportunidades de venta',
  cannotTriage: 'No puedes gestionar esta solicitud de cotización',

  /* Discard (vendorIgnoresQuotationRequest). */
  reasonRequired: 'Selecciona una opción',
  sellerRequired: 'Selecciona un vendedor',
  sellerInvalid: 'El vendedor seleccionado no pertenece a tu tienda',
  requestRequired: 'Indica la solicitud de cotización',
  /** The spec's literal answer to a second discard (doc 3 §8): the pages read it as-is. */
  alreadyDiscarded: 'The record already exists',
  alreadyQuoted: 'Tu tienda ya cotizó esta solicitud: no es posible descartarla',
  discarded: (code: string) => `Solicitud Nº ${code} descartada`,
  alreadyDiscardedToast: (code: string) =>
    `Solicitud Nº ${code} ya ha sido previamente descartada.`,
  discardError: 'Ocurrió un error al intentar descartar la solicitud de cotización.',

  /* Process observation (quotationRequestToVendor/saveProcessObservation). */
  observationRequired: 'Escribe la observación del proceso',
  observationTooLong: 'Utiliza máximo 128 caracteres',
  storeRequired: 'Indica la tienda',
  markedInProcess: 'La solicitud de cotización se ha marcado en proceso',
  discardedCannotProcess: 'Tu tienda ya descartó esta solicitud: no es posible marcarla en proceso',

  /* Empty states (doc 2 §8). */
  emptyPending: 'No tienes solicitudes pendientes por cotizar',
  emptyDiscarded: 'Aún no has descartado ninguna solicitud',
  emptyQuoted: 'Aún no has cotizado ninguna solicitud',
  emptyResults: 'No hay resultados para mostrar',
} as const
