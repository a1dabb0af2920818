/**
 * Every text of the API reference page (/api/docs, issue 24 item 1): the page, its
 * introduction, the navigation and the operations' details.
 */
export const API_DOCS_TEXTS = {
  pageTitle: 'Referencia de la API',
  pageDescription:
    'Contrato OpenAPI 3.1 de la API JSON para integrar tu tienda: autenticación, solicitudes, cotizaciones, pedidos, chat y webhooks.',
  loading: 'Cargando la referencia de la API...',
  loadError: 'No pudimos cargar la referencia de la API. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  downloadJson: 'Descargar openapi.json',
  version: (version: string, openapi: string) => `Versión ${version} · OpenAPI ${openapi}`,

  // navigation
  navLabel: 'Operaciones de la API',
  openNav: 'Índice de la API',
  openNavShort: 'Índice',
  searchLabel: 'Buscar operaciones',
  searchPlaceholder: 'Ruta, resumen u operationId',
  searchPlaceholderShort: 'Buscar operación',
  operationsCount: (shown: number, total: number) =>
    shown === total ? `${total} operaciones` : `${shown} de ${total} operaciones`,
  noMatches: (query: string) => `Ninguna operación coincide con «${query}».`,
  introLink: 'Introducción',
  webhooksLink: 'Webhooks',
  untagged: 'Otras operaciones',
  expandTag: (tag: string) => `Mostrar u ocultar las operaciones de ${tag}`,

  // introduction
  introTitle: 'Introducción',
  introLead:
    'Esta es la API JSON con la que una tienda conecta sus propios sistemas: leer las solicitudes de cotización que le llegan, cotizar, seguir sus pedidos y responder el chat. El documento OpenAPI se genera desde el código y sirve para generar un cliente en tu lenguaje.',
  authTitle: 'Autenticación',
  bearerTitle: 'Token de la tienda (integraciones)',
  bearerText:
    "El dueño de la tienda crea un token en Configurar tienda → 'Integraciones' y elige sus alcances. Envíalo en cada llamada en el encabezado Authorization. Un token actúa solo por su tienda, tiene su propio límite de llamadas y cada llamada queda registrada para la tienda.",
  scopesTitle: 'Alcances del token',
  sessionTitle: 'Sesión del navegador + XSRF',
  sessionText:
    'Las páginas de la plataforma llaman a la misma API con la cookie de sesión. En POST, PUT, PATCH y DELETE deben enviar el encabezado X-XSRF-TOKEN con el valor de la cookie XSRF-TOKEN.',
  envelopeTitle: 'Respuestas',
  envelopeText:
    'Cada respuesta trae el resultado en data; las listas paginadas agregan metadata con el total de registros (count).',
  errorsTitle: 'Errores',
  errorsText:
    'Un error responde con su estado HTTP y un mensaje en español; los errores de validación (422) nombran el campo de cada problema. 401: sin sesión ni token válido; 403: sin permiso o sin el alcance necesario; 404: no existe o no es tuyo; 429: demasiadas llamadas.',
  pagingTitle: 'Paginación',
  pagingText:
    'Las listas reciben page (la primera página es 0) y pageSize (registros por página). metadata.count dice cuántos registros hay en total. Los filtros y relaciones (filter, with, scopes) van como JSON en la consulta.',
  webhooksTitle: 'Webhooks',
  webhooksText:
    "Tu tienda también puede recibir eventos en su propio servidor (solicitud nueva, cotización comprada, cambio de estado de un pedido, mensaje de chat). Regístralos en 'Integraciones'; cada entrega va firmada con HMAC-SHA256.",
  webhooksPointer: 'Ver la sección de webhooks',

  // webhooks section
  webhooksLead:
    "Registra una URL HTTPS de tu servidor y los eventos que quieres recibir en Configurar tienda → 'Integraciones'. Cada entrega es un POST con el evento en JSON.",
  webhooksRules: [
    'Firma: HMAC-SHA256 con el secreto del endpoint sobre la marca de tiempo y el cuerpo; verifica la firma antes de usar el evento.',
    'Una entrega con más de 5 minutos de antigüedad no debe aceptarse.',
    'Cada evento trae un id único: puede llegar más de una vez (reintentos), descarta los repetidos por ese id.',
    'Responde 2xx para confirmar; si falla, se reintenta con esperas crecientes, y un endpoint que falla siempre se pausa y se avisa al dueño.',
  ],
  webhookEvents: 'Eventos',
  noWebhookEvents: 'El documento todavía no describe los eventos.',

  // operations
  linkToOperation: 'Enlace a esta operación',
  deprecated: 'Obsoleta',
  security: 'Autenticación',
  securityPublic: 'Pública: no necesita sesión ni token',
  securityBearer: 'Token bearer de la cuenta (un token de tienda no tiene alcance aquí)',
  securityBearerScopes: (scopes: string) => `Token bearer con alcance ${scopes}`,
  securitySession: 'Sesión + encabezado XSRF',
  securityOther: (name: string) => `Esquema ${name}`,
  parameters: 'Parámetros',
  paramColumns: ['Nombre', 'En', 'Tipo', 'Obligatorio', 'Descripción', 'Restricciones'],
  paramIn: { path: 'ruta', query: 'consulta', header: 'encabezado', cookie: 'cookie' } as Record<
    string,
    string
  >,
  yes: 'Sí',
  no: 'No',
  requestBody: 'Cuerpo de la solicitud',
  requestBodyOptional: '(opcional)',
  responses: 'Respuestas',
  schema: 'Esquema',
  example: 'Ejemplo',
  curlExample: 'Ejemplo con curl',
  noContent: 'Sin cuerpo',
  copy: 'Copiar',
  copied: 'Copiado',

  // schema tree
  required: 'obligatorio',
  nullable: 'puede ser null',
  enumValues: 'Valores:',
  oneOf: 'Uno de estos:',
  circular: (name: string) => `referencia circular a ${name}`,
  itemsOf: 'cada elemento:',
  anyValue: 'cualquier valor',
  extraKeys: 'otras claves',
  constraints: {
    minimum: (v: unknown) => `mín. ${v}`,
    maximum: (v: unknown) => `máx. ${v}`,
    exclusiveMinimum: (v: unknown) => `mayor que ${v}`,
    exclusiveMaximum: (v: unknown) => `menor que ${v}`,
    minLength: (v: unknown) => `mín. ${v} caracteres`,
    maxLength: (v: unknown) => `máx. ${v} caracteres`,
    minItems: (v: unknown) => `mín. ${v} elementos`,
    maxItems: (v: unknown) => `máx. ${v} elementos`,
    pattern: (v: unknown) => `patrón ${v}`,
    format: (v: unknown) => `formato ${v}`,
    default: (v: unknown) => `por defecto ${JSON.stringify(v)}`,
    enum: (v: unknown[]) => `uno de ${v.map((value) => JSON.stringify(value)).join(', ')}`,
  },
}
