/**
 * The words telling a store's owner that staff activated its GO module (pure). The percentage
 * comes as staff typed it (5.5 = 5.5 %).
 */
export interface StoreActivationSummary {
  storeName: string
  ownerName: string
  serviceCostPercent: number
  serviceCost: number
  currency: string
  locale: string
  /** The absolute link to the store's Pendientes. */
  link: string
  productName: string
}

function plan(summary: StoreActivationSummary) {
  const percent = summary.serviceCostPercent.toLocaleString(summary.locale, {
    maximumFractionDigits: 2,
  })
  const fee = summary.serviceCost.toLocaleString(summary.locale, {
    style: 'currency',
    currency: summary.currency,
    maximumFractionDigits: 2,
  })
  return `costo de servicio ${percent} % más ${fee} por venta`
}

export function storeActivationMessage(storeName: string) {
  return `¡Activamos el módulo GO de ${storeName}! Ya puedes cotizar las solicitudes de tus clientes.`
}

export function storeActivationWhatsApp(summary: StoreActivationSummary) {
  return `Hola ${summary.ownerName}: activamos el módulo GO de ${summary.storeName} en ${summary.productName} (${plan(summary)}). Ya puedes cotizar: ${summary.link}`
}

export function storeActivationEmail(summary: StoreActivationSummary) {
  return {
    subject: `Tu tienda ${summary.storeName} ya puede cotizar en ${summary.productName}`,
    text: `Hola ${summary.ownerName}:\n\nActivamos el módulo GO de ${summary.storeName}. Tu plan: ${plan(summary)}.\n\nYa puedes ver y cotizar las solicitudes pendientes:\n${summary.link}`,
  }
}
