import { SALES_OPPORTUNITIES } from '@rules/quotations/rules/sales_opportunities'

/**
 * The texts of the public sales opportunities page (doc 2 §2): the server's ones
 * (app/quotations/rules/sales_opportunities.ts) and the page's own, in Spanish.
 */
export const SALES_TEXTS = {
  ...SALES_OPPORTUNITIES,
  register: 'Registrate como Proveedor',
  registerLead: '¿Vendes autopartes? Cotiza estas solicitudes y recibe pedidos de compradores.',
  quote: 'Cotizar',
  options: 'Opciones',
  columns: {
    brand: 'Marca',
    model: 'Modelo',
    year: 'Año',
    parts: 'Autopartes',
    city: 'Ciudad',
  },
  filterPlaceholder: (label: string) => `Filtrar por ${label.toLowerCase()}`,
  filtersLabel: 'Filtros de las solicitudes',
  topBrandsTitle: 'Top Marcas más solicitadas',
  topBrands: 'Top marcas',
  topCitiesTitle: 'Top Ciudades con más requerimientos',
  topCities: 'Top ciudades',
  requests: 'Solicitudes',
  count: (count: number, capped: boolean) =>
    capped
      ? `Más de ${count} solicitudes abiertas`
      : count === 1
        ? '1 solicitud abierta'
        : `${count} solicitudes abiertas`,
  updatedAt: (time: string) => `Cifras actualizadas a las ${time}`,
  noIndicators: 'Aún no hay solicitudes abiertas para mostrar en los indicadores.',
  loadError: 'No fue posible cargar las solicitudes. Intenta nuevamente.',
  activationTitle: 'Activa tu módulo',
  requestActivation: 'Solicitar activación',
  close: 'Cerrar',
} as const
