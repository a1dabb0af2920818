/**
 * 'Tienes 1 cotización' / 'Tienes N cotizaciones' in the buyer's list (doc 2 §2) leads to the
 * request's detail page (/{product}Go/quotationRequestDetail/{id}, doc 3 §2.5); 'Esperando
 * cotizaciones' and 'No recibió cotizaciones' are not a count and stay plain text. Pure, shared
 * with the list page.
 */
export function quotationsCountLinks(quotationsCount: number) {
  return quotationsCount > 0
}
