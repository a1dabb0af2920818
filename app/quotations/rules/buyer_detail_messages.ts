/**
 * The Spanish texts of the buyer's detail page of one request (doc 3 §2.5, §2.6, §5, §8) and of
 * the buyer's discard of a quotation (doc 3 §7 "Buyer discards a quotation"): one place for the
 * server and the page (inertia/components/quotations/buyer_detail/texts.ts reads them from
 * here). Written with every accent, also where the spec quotes them without ('Ocurrio').
 */
export const BUYER_DETAIL_MESSAGES = {
  /* The buyer's discard of a quotation. */
  discarded: 'Cotización descartada exitosamente',
  reasonRequired: 'Debes seleccionar una opción',
  quotationRequired: 'Indica la cotización que quieres descartar',
  alreadyDiscarded: 'Ya habías descartado esta cotización',
  alreadyOrdered: 'No puedes descartar una cotización con la que ya hiciste un pedido',
  staffReadOnly: 'Como administrador ves esta solicitud en modo de solo lectura',

  /* The quantity to buy (doc 1 §8, doc 3 §5 Buyer). */
  quantityRequired: 'Por favor ingrese la cantidad a comprar',
  quantityPositive: 'La cantidad debe ser mayor a cero',
  quantityTooHigh: (available: number) =>
    `La cantidad disponible es de ${available} unidades. Intenta con una cantidad menor.`,
  selectionRequired:
    'Debe seleccionar al menos un producto y especificar la cantidad que desea comprar.',

  /* The unauthorized panel (doc 3 §2.6). */
  unauthorized: 'No tienes permiso para ver esta transacción',
} as const
