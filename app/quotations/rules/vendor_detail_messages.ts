/**
 * The Spanish texts of the seller-side request detail (doc 3 §2.1, §4.1, §5, §8): the page,
 * 'Agotado', the automatic discard and the brand/group request.
 */
export const VENDOR_DETAIL_MESSAGES = {
  /** 'Not found' and any other load failure (doc 3 §2.1, §8). */
  notFound: '¡ERROR! la transacción es inexistente.',
  brandNotEnabled: (brand: string) =>
    `No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca ${brand}`,
  markedNotAvailable: 'Autoparte marcada como agotada',
  unmarkedNotAvailable: 'La autoparte ya no está marcada como agotada',
  alreadyQuotedDetail: 'Ya cotizaste esta autoparte: no puedes marcarla como agotada',
  autoDiscarded: (code: string) => `Solicitud Nº ${code} descartada: Producto no disponible`,
  askDiscard:
    'Marcaste todas las autopartes como agotadas. Indica el motivo para descartar la solicitud.',
  requirementRequired: 'Completa el campo requerido',
  requirementMax: 'La solicitud no puede superar los 1024 caracteres',
  requestUnknown: 'La solicitud de cotización no existe',
  brandRequestSent: 'Solicitud enviada exitosamente',
  vendorsOnly: 'Solo las tiendas pueden solicitar la habilitación de marcas o grupos',
  staffReadOnly:
    'Los administradores ven las solicitudes en modo de solo lectura: no pueden marcar autopartes como agotadas',
} as const
