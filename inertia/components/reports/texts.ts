/**
 * Texts of the reports module's pages (issue 22), with every accent. One const per area:
 * INDICATOR_TEXTS, NPS_TEXTS, ANALYTICS_TEXTS, EXPORT_TEXTS.
 */

/** The analytics report (doc 2 §2 "Analytics report", §8). */
export const ANALYTICS_TEXTS = {
  title: 'Reporte analítico',
  staffTitle: 'Reportes',
  staffDescription:
    'Lo que cada tienda hizo con las solicitudes de cotización: cotizaciones, descartes y pedidos.',
  description:
    'Cada fila es una cotización que enviaste o una solicitud que descartaste, con su pedido si lo hubo.',
  empty: 'No hay información por mostrar',
  channel: 'Canal',
  allChannels: 'Todos los canales',
  marketplace: 'Marketplace',
  store: 'Tienda',
  from: 'Desde',
  to: 'Hasta',
  storeFilter: 'Tienda',
  allStores: 'Todas las tiendas',
  noResults: 'Sin resultados',
  clear: 'Limpiar filtros',
  loading: 'Cargando el reporte…',
  rows: (count: number, capped: boolean) =>
    capped
      ? `Más de ${count.toLocaleString('es-CO')} filas`
      : count === 1
        ? '1 fila'
        : `${count.toLocaleString('es-CO')} filas`,
}
