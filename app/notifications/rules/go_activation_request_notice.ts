/**
 * The words telling staff that a pending store's owner asked for its GO module's activation
 * ('Solicitar activación' of the store's configuration page). Pure.
 */
export interface GoActivationRequestSummary {
  storeName: string
  ownerName: string
  staffName: string
  /** The absolute link to the staff page of pending stores. */
  link: string
  productName: string
}

export function goActivationRequestMessage(storeName: string) {
  return `La tienda ${storeName} solicitó la activación del módulo GO.`
}

export function goActivationRequestEmail(summary: GoActivationRequestSummary) {
  return {
    subject: `${summary.storeName} solicitó activar el módulo GO en ${summary.productName}`,
    text: `Hola ${summary.staffName}:\n\n${summary.ownerName}, dueño de ${summary.storeName}, solicitó la activación del módulo GO.\n\nRevisa la tienda y actívala desde Tiendas pendientes:\n${summary.link}`,
  }
}

/** Staff are told by notification and e-mail; this text is never sent (no WhatsApp channel). */
export function goActivationRequestWhatsApp(summary: GoActivationRequestSummary) {
  return goActivationRequestEmail(summary).text
}
