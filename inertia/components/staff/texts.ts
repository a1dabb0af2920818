/** The staff section's texts (issue 23), spelled with every accent. */
export const STAFF_TEXTS = {
  sectionName: 'Sección de staff',
  navLabel: 'Navegación de la sección de staff',
  nav: {
    panel: 'Panel',
    records: 'Solicitudes y pedidos',
    stores: 'Tiendas',
    brandRequests: 'Marcas solicitadas',
    users: 'Usuarios',
    moderation: 'Moderación',
    infractions: 'Infracciones',
    log: 'Registro',
    reports: 'Reportes',
  },
}
