/**
 * A store request (doc 2 §4: made from one store's page, only that store quotes it, it closes
 * at 1 quotation): the refusals of the wizard's submit, in Spanish, on the `store_id` field.
 */
export const STORE_REQUEST_MESSAGES = {
  /** Unknown, switched off, without the GO module or of another country's host. */
  storeUnavailable: 'La tienda no existe o no está recibiendo solicitudes de cotización.',
  /** The buyer is the store's owner or one of its active advisers (a store never trades with itself). */
  ownStore: 'No puedes solicitar una cotización a una tienda para la que trabajas.',
}

/** The wizard's query parameter that chooses the store: /home/page/cotizacion?tienda={url_path}. */
export const STORE_QUERY_PARAM = 'tienda'
