/** Texts of the public store page (/tienda/{store}). */
export const STORE_PAGE_TEXTS = {
  title: (name: string, city: string | null) =>
    city ? `${name} · Autopartes en ${city}` : `${name} · Autopartes`,
  description: (name: string, city: string | null, brands: string[]) =>
    `${name}${city ? ` en ${city}` : ''}: autopartes${
      brands.length ? ` para ${brands.slice(0, 4).join(', ')}` : ''
    }. Solicita tu cotización y recibe respuesta por WhatsApp.`,
  logoAlt: (name: string) => `Logo de ${name}`,
  brandsTitle: 'Marcas que vende',
  noBrands: 'Esta tienda aún no ha indicado las marcas que vende.',
  figuresTitle: 'Cómo responde',
  lastDays: (days: number) => `últimos ${days} días`,
  received: 'Solicitudes recibidas',
  responseRate: 'Tasa de respuesta',
  responded: (count: number) =>
    count === 1
      ? '1 respondida (cotizada o descartada)'
      : `${count} respondidas (cotizadas o descartadas)`,
  responseTime: 'Tiempo hasta su cotización',
  responseTimeHint: 'mediana hasta su primera cotización',
  ratingTitle: 'Calificación',
  ratingsCount: (count: number) => (count === 1 ? '1 calificación' : `${count} calificaciones`),
  noRatings: 'Aún no tiene calificaciones.',
  requestQuote: 'Solicitar cotización a esta tienda',
  requestHint: 'Solo esta tienda recibe tu solicitud y te responde con su cotización.',
  ownStore: 'Esta es tu tienda: no puedes solicitarle cotizaciones a ella misma.',
  photosTitle: 'Fotos de sus productos',
  noPhotos: 'Esta tienda aún no ha publicado fotos de sus productos.',
  partNumber: (reference: string) => `Referencia ${reference}`,
  photoAlt: (name: string | null, reference: string) => name ?? `Referencia ${reference}`,
  morePhotos: (count: number) => (count === 1 ? '+1 foto' : `+${count} fotos`),
}
