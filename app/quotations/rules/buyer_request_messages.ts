/**
 * The Spanish texts of the buyer's request list and the close action (doc 2 §2, §5, §8) and of
 * the list parameters (`with`, `filter`, `scopes`, `order`, `getters`,
 * `attributes`) of the JSON API: one place for the
 * server and the page (inertia/components/quotations/requests/texts.ts reads them from here).
 * Written with every accent, also where the spec quotes them without ('Aun', 'Ocurrio').
 */
export const BUYER_REQUEST_MESSAGES = {
  closed: 'Solicitud cerrada',
  closeError: 'Ocurrió un error al intentar cerrar la solicitud de cotización.',
  alreadyClosed: 'La solicitud de cotización ya está cerrada',
  expired: 'La solicitud de cotización ya venció y no se puede cerrar',
  notOwner: 'No tienes permiso para realizar esta acción',
  closeReasonRequired: 'Selecciona el motivo de cierre',
  closeReasonInvalid: 'Selecciona un motivo de cierre válido',
  closeOnly: 'Solo es posible cerrar la solicitud de cotización; no se puede volver a abrir',
  emptyOpen: 'Aún no has realizado ninguna solicitud de cotización',
  emptyClosed: 'No hay resultados para mostrar',
  badJson: (parameter: string) => `El parámetro ${parameter} no es un JSON válido`,
  badList: (parameter: string) =>
    `El parámetro ${parameter} debe ser una lista separada por comas o un arreglo JSON`,
  unknownScope: (name: string, allowed: readonly string[]) =>
    `El scope '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  unknownRelation: (name: string, allowed: readonly string[]) =>
    `La relación '${name}' no está permitida. Usa: ${allowed.join(', ')}`,
  unknownGetter: (name: string, allowed: readonly string[]) =>
    `El getter '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  unknownAttribute: (name: string, allowed: readonly string[]) =>
    `El atributo '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  unknownFilter: (name: string, allowed: readonly string[]) =>
    `El filtro '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  badFilter: 'El parámetro filter debe ser un objeto JSON',
  badFilterValue: (name: string) => `El valor del filtro '${name}' no es válido`,
  unknownOrder: (name: string, allowed: readonly string[]) =>
    `No es posible ordenar por '${name}'. Usa: ${allowed.join(', ')}`,
  badOrderDirection: (direction: string) =>
    `La dirección de orden '${direction}' no es válida. Usa asc o desc`,
} as const
