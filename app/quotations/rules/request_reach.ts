/**
 * Who a new quotation request reaches, and so what the buyer is promised (issue 21): the
 * wizard's success dialog and the buyer's receipt (WhatsApp, e-mail) say the same, true to the
 * market of their country. Pure: shared with the pages through `@rules`.
 * - `store`: a store's own request (from its page): that store answers it;
 * - `market`: at least one active store of the buyer's country serves the request (its brand
 *   and city: EligibleVendorsQuery) — the promise 'hasta 3 opciones de compra en 60 minutos';
 * - `waiting`: no store serves it yet — no promise: the vendors are told as soon as there are;
 * - `suppliers`: sent only to the buyer's own suppliers (not to the marketplace).
 */
export type RequestReach = 'store' | 'market' | 'waiting' | 'suppliers'

/** The promise of the marketplace, where it holds. */
export const MARKET_PROMISE =
  'Recibirás hasta 3 opciones de compra en 60 minutos o menos por WhatsApp y/o correo electrónico.'

/** What happens next, by reach (null: not known — no promise, only that they will be told). */
export function requestReachNext(reach: RequestReach | null, storeName: string | null = null) {
  switch (reach) {
    case null:
      return 'Te avisaremos por WhatsApp y/o correo electrónico cuando te coticen.'
    case 'store':
      return `${storeName?.trim() || 'La tienda'} te responderá en 60 minutos o menos por WhatsApp y/o correo electrónico.`
    case 'market':
      return MARKET_PROMISE
    case 'waiting':
      return 'Por ahora ninguna tienda de tu zona atiende esta solicitud: avisaremos a los vendedores en cuanto estén disponibles y te contaremos cuando te coticen.'
    case 'suppliers':
      return 'La enviamos a tus proveedores: te avisaremos cuando te respondan.'
  }
}
