/** The staff section's Spanish texts of the server (answers and refusals). */
export const STAFF_MESSAGES = {
  notAllowed: 'Tu rol de staff no incluye esta sección.',
}

/** The search of requests, quotations and orders (area 'records'). */
export const STAFF_RECORDS_MESSAGES = {
  badPage: 'La página debe ser un número entero mayor o igual a 1',
  tooLong: (field: string, max: number) => `El campo ${field} admite hasta ${max} caracteres`,
  badStatus: 'Elige un estado de la lista',
}

/** The queue of brand requests (area 'brandRequests'). */
export const STAFF_BRAND_REQUESTS_MESSAGES = {
  approved: (brands: string) => `Solicitud aprobada. La tienda ya atiende ${brands}.`,
  rejected: 'Solicitud rechazada. Le avisamos a la tienda.',
  alreadyResolved: 'Esta solicitud de marcas ya fue resuelta por el equipo.',
  brandsRequired: 'Elige al menos una marca para habilitar',
  tooManyBrands: (max: number) => `Puedes habilitar hasta ${max} marcas a la vez`,
  unknownBrand: 'Elige marcas de la lista de marcas de vehículos',
  noteRequired: 'Escribe el motivo del rechazo (al menos 3 caracteres)',
  noteTooLong: (max: number) => `La nota admite hasta ${max} caracteres`,
  badState: 'Elige un estado de la lista',
}

/** The moderation queue's answers (/staff/moderacion, issue 23). */
export const STAFF_MODERATION_MESSAGES = {
  alreadyResolved: 'Este caso ya fue resuelto por otra persona del staff.',
  dismissed: 'Caso descartado: no son datos de contacto.',
  messageDeleted: 'Mensaje eliminado. La conversación ya no lo muestra.',
  nothingToDelete: 'Este mensaje no se envió: no hay nada que eliminar.',
  alreadyDeleted: 'El mensaje ya fue eliminado.',
  warned: 'Advertencia enviada.',
  suspended: (date: string) => `Chat suspendido hasta el ${date}.`,
  infractionRegistered: 'Infracción registrada. El caso quedó resuelto.',
  buyerHasNoInfraction:
    'Las infracciones se registran a tiendas: este mensaje lo escribió el comprador.',
  badState: "El estado debe ser 'pendientes' o 'resueltos'.",
  badOutcome: 'Elige un tipo válido: bloqueado, enviado tras confirmar o imagen por revisar.',
  badDays: 'Los días de suspensión deben ser un número entero entre 1 y 90.',
  daysRequired: 'Indica cuántos días se suspende el chat.',
  noteTooLong: 'La nota de la advertencia no puede superar los 500 caracteres.',
  badNote: 'La nota de la advertencia debe ser un texto.',
  badId: 'El caso indicado no es válido.',
}

/** The infractions pages' answers (/staff/infracciones, issue 23). */
export const STAFF_INFRACTIONS_MESSAGES = {
  searchTooLong: 'La búsqueda no puede superar los 100 caracteres.',
  badSearch: 'La búsqueda debe ser un texto.',
  badId: 'La tienda indicada no es válida.',
}

/** The staff panel's server texts (`/staff/panel`). */
export const STAFF_PANEL_MESSAGES = {
  period: 'El período debe ser hoy (today), 7 días (7d) o 30 días (30d).',
}

/** People: search, staff flags, block and unblock (area 'users', admins only). */
export const STAFF_USERS_MESSAGES = {
  badPage: 'La página debe ser un número entero mayor o igual a 1',
  searchTooLong: (max: number) => `La búsqueda admite hasta ${max} caracteres`,
  badFilter: 'Elige un filtro de la lista: todos, staff o bloqueados',
  flagRequired: 'Indica cada permiso de staff con verdadero o falso',
  flagsSaved: 'Permisos actualizados.',
  flagsUnchanged: 'Los permisos no cambiaron.',
  selfAdmin: 'No puedes quitarte a ti mismo el rol de administrador.',
  lastAdmin: 'Debe quedar al menos un administrador activo: no puedes quitarle ese rol.',
  grantToBlocked: 'Esta cuenta está bloqueada: desbloquéala antes de darle permisos de staff.',
  reasonRequired: 'Escribe el motivo del bloqueo (al menos 3 caracteres)',
  reasonTooLong: (max: number) => `El motivo admite hasta ${max} caracteres`,
  blocked: 'Cuenta bloqueada. Sus sesiones y tokens dejaron de funcionar.',
  unblocked: 'Cuenta desbloqueada. La persona ya puede iniciar sesión.',
  blockSelf: 'No puedes bloquear tu propia cuenta.',
  blockAdmin: 'No puedes bloquear a un administrador. Quítale primero el rol de administrador.',
  alreadyBlocked: 'Esta cuenta ya está bloqueada.',
  notBlocked: 'Esta cuenta no está bloqueada.',
  /** The actor lost the admin role while the change was on its way. */
  notAdminAnymore: 'Ya no eres administrador: no puedes gestionar usuarios.',
}

/** The log of staff actions' server texts (`/staff/registro`). */
export const STAFF_LOG_MESSAGES = {
  page: 'La página debe ser un número entero mayor o igual a 1',
  actor: 'Elige una persona del staff de la lista',
  action: 'La acción debe ser una clave como store.activate',
  subject: 'El tipo de registro debe ser una clave como store o quotation',
  day: 'La fecha debe tener el formato AAAA-MM-DD',
  range: 'La fecha inicial no puede ser posterior a la final',
  text: 'El texto a buscar puede tener hasta 100 caracteres',
}
