/**
 * The public sales opportunities page and its calls (doc 2 §2 "Sales opportunities page
 * (public)", §3, §7, §8): texts (Spanish, the server's answers and the page's words in one
 * place, imported by the page too: no server import here) and limits.
 */
export const SALES_OPPORTUNITIES = {
  title: 'Oportunidades de venta',
  today: (date: string) => `Hoy ${date} estamos comprando estas autopartes`,
  description: (requests: number, country: string) =>
    requests > 0
      ? `${requests} solicitudes de compra de autopartes abiertas en ${country}. Regístrate como proveedor y cotiza: marca, modelo, año, autopartes y ciudad.`
      : `Solicitudes de compra de autopartes abiertas en ${country}. Regístrate como proveedor y cotiza: marca, modelo, año, autopartes y ciudad.`,
  empty: 'Con la elección realizada no tenemos solicitudes de compra abiertas. Intenta nuevamente',
  /** `moduleName` is the product's 'Repuestos GO' (shared props `product.moduleName`). */
  moduleInactive: (moduleName: string) =>
    `Tu cuenta tiene inactivo el módulo de ${moduleName}. Solicita la activación desde el siguiente formulario.`,

  /* Refusals of the calls (422). */
  unknownFilter: (name: string, allowed: readonly string[]) =>
    `El filtro '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  badFilterValue: (label: string) => `El filtro ${label} no es válido`,
  badYear: 'El filtro Año admite solo de 1 a 4 dígitos',
  tooDeep: (cap: number) =>
    `Solo se muestran las ${cap} solicitudes más recientes: usa los filtros para encontrar las demás`,
} as const

/** The filters of getSalesOpportunities with the column label each one filters (doc 2 §7). */
export const SALES_FILTERS = {
  'brand.name': 'Marca',
  't.vehicle_model': 'Modelo',
  't.vehicle_year': 'Año',
  'details.name': 'Autopartes',
  'city.name': 'Ciudad',
} as const
export type SalesFilter = keyof typeof SALES_FILTERS

/** Page size of the list (doc 2 §9) and the largest one a caller may ask for. */
export const SALES_PAGE_SIZE = 20
export const SALES_MAX_PAGE_SIZE = 50
/**
 * The list reads at most the newest 500 matching requests (+1 to know there are more):
 * `metadata.count` stops there with `countCapped`, and a page past them is a 422. So every
 * call reads a bounded number of index entries whatever the size of the table.
 */
export const SALES_COUNT_CAP = 500
/** The indicators and counters are computed at most once a minute per country (cached). */
export const SALES_INDICATORS_TTL_SECONDS = 60
/** Top 10 brands and cities; the charts' palette has 10 colours (doc 2 §2). */
export const SALES_TOP = 10

/**
 * The years a partial 'Año' filter stands for, as the person types: '2' → 2000–2999,
 * '20' → 2000–2099, '201' → 2010–2019, '2015' → 2015. null for anything but 1–4 digits.
 */
export function yearRange(text: string): { from: number; to: number } | null {
  const digits = text.trim()
  if (!/^\d{1,4}$/.test(digits)) return null
  const scale = 10 ** (4 - digits.length)
  const from = Number(digits) * scale
  return { from, to: from + scale - 1 }
}
