import { formatCents, moneyOf } from '#core/rules/money'
import productConfig from '#config/product'
import { NPS_RATE_QUERY } from '#quotations/rules/nps_scores'
import { urlWithPrefix } from '#core/services/routes_helper'

/** A DECIMAL column as the API answers money: a decimal text ("112000.00"). */
export function money(value: number | string | null | undefined) {
  return formatCents(moneyOf(value))
}

/** What the store receives: total − the stored commission, exact to the cent. */
export function netOf(total: number | string, commission: number | string) {
  return formatCents(moneyOf(total) - moneyOf(commission))
}

/** The buyer's page of one purchase (also the buyer's notification url). */
export function purchasePath(orderId: number) {
  return urlWithPrefix(`/${productConfig.goPath}/compras/${orderId}`)
}

/**
 * The buyer's page of a delivered purchase opening its rating (issue 22 item 2): the delivered
 * notice links here; the page opens 'Califica tu compra' when the order still waits for it.
 */
export function ratePurchasePath(orderId: number) {
  return `${purchasePath(orderId)}?${NPS_RATE_QUERY}=1`
}

/** The store's page of one sale (H4a's new-order notification links here too). */
export function salePath(orderId: number) {
  return urlWithPrefix(`/${productConfig.goPath}/ventas/${orderId}`)
}
