import env from '#start/env'

/**
 * The product's own settings. `{product}` in the spec is `slug` (routes `/repuestosGo/...`),
 * `{prefix}` is `routePrefix` (empty by default).
 */
const slug = env.get('PRODUCT_SLUG', 'repuestos')

const productConfig = {
  slug,
  name: env.get('PRODUCT_NAME', 'Repuestos'),
  moduleName: `${slug.charAt(0).toUpperCase()}${slug.slice(1)} GO`,
  goPath: `${slug}Go`,
  routePrefix: env.get('ROUTE_PREFIX', ''),
  defaultCountry: env.get('DEFAULT_COUNTRY', 'CO'),
  /** The platform's contact address (terms page). */
  supportEmail: env.get('SUPPORT_EMAIL', 'soporte@repuestos.local'),
  /** The dev outbox page is never served in production. */
  devOutboxEnabled: env.get('DEV_OUTBOX_ENABLED', env.get('NODE_ENV') !== 'production'),
}

export default productConfig
