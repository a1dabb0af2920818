/**
 * A store's `url_path`, its address `/tienda/{url_path}`. Pure: shared with the sign-up page
 * through `@rules/stores/rules/url_path`.
 *
 * Lowercase letters a–z, digits and single hyphens between them, 3 to 64 characters. Words the
 * store pages use themselves (`/tienda/registro`…) or that would mislead buyers are refused.
 */
export const URL_PATH_MIN = 3
export const URL_PATH_MAX = 64
const URL_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const RESERVED_URL_PATHS = new Set([
  'registro',
  'store',
  'tienda',
  'tiendas',
  'staff',
  'admin',
  'api',
  'page',
  'pages',
  'config',
  'configuracion',
  'nueva',
  'nuevo',
  'repuestos',
  'soporte',
  'ayuda',
  'contacto',
  'login',
  'logout',
  'users',
  'usuarios',
])

export const URL_PATH_MESSAGES = {
  required: 'Ingresa la dirección de tu tienda',
  format:
    'La dirección solo puede tener letras minúsculas sin tildes, números y guiones (no al inicio ni al final, ni dos seguidos)',
  length: `La dirección debe tener entre ${URL_PATH_MIN} y ${URL_PATH_MAX} caracteres`,
  reserved: 'Esta dirección está reservada, elige otra',
  taken: 'Ya existe una tienda con esta dirección, elige otra',
}

/** What is wrong with a url_path (a Spanish message), or null when it may be used. */
export function urlPathProblem(path: string): string | null {
  if (path.length === 0) return URL_PATH_MESSAGES.required
  if (path.length < URL_PATH_MIN || path.length > URL_PATH_MAX) return URL_PATH_MESSAGES.length
  if (!URL_PATH_PATTERN.test(path)) return URL_PATH_MESSAGES.format
  if (RESERVED_URL_PATHS.has(path)) return URL_PATH_MESSAGES.reserved
  return null
}

/**
 * The url_path proposed from a business name: accents dropped (ñ → n), anything else than
 * letters and digits becomes one hyphen, at most 64 characters without a hyphen at either end.
 */
export function urlPathFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, URL_PATH_MAX)
    .replace(/^-+|-+$/g, '')
}
