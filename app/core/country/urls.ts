import env from '#start/env'
import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * The public address of each country's site: every absolute link the app makes (messages,
 * canonical URLs, payment return pages) starts with the address of the country of the person or
 * record it is about, so a Mexican buyer's link opens the Mexican site.
 *
 * - `APP_URL` is the default country's site (Colombia unless DEFAULT_COUNTRY says otherwise).
 * - `APP_URL_CO` / `APP_URL_MX` name a country's site when it is not derived from `APP_URL`.
 * - Without them, Mexico is `APP_URL` with `mx.` before its host name
 *   (`http://localhost:3333` → `http://mx.localhost:3333`, `https://repuestos.com` →
 *   `https://mx.repuestos.com`), the host rule of `countryFromHost`.
 * The result never ends with a slash.
 */
export function appUrlFor(countryCode: CountryCode | string | null | undefined): string {
  const code: CountryCode =
    countryCode === 'MX' || countryCode === 'CO' ? countryCode : defaultCode()
  const configured = code === 'MX' ? env.get('APP_URL_MX') : env.get('APP_URL_CO')
  if (configured) return trimSlash(configured)
  return countrySiteUrl(env.get('APP_URL'), code, defaultCode())
}

/**
 * Pure part of `appUrlFor`: the default country's site is `base`; another country's site is
 * `base` with its code before the host name (a code already there is replaced).
 */
export function countrySiteUrl(base: string, code: CountryCode, defaultCountry: CountryCode) {
  if (code === defaultCountry) return trimSlash(base)
  return withCountryHost(trimSlash(base), code)
}

/** An absolute link: the country's site followed by `path` (which starts with a slash). */
export function absoluteUrl(countryCode: CountryCode | string | null | undefined, path: string) {
  return `${appUrlFor(countryCode)}${path.startsWith('/') ? path : `/${path}`}`
}

function defaultCode(): CountryCode {
  const fallback = env.get('DEFAULT_COUNTRY')
  return fallback === 'MX' ? 'MX' : 'CO'
}

function trimSlash(url: string) {
  return url.replace(/\/+$/, '')
}

/** `http://localhost:3333` → `http://mx.localhost:3333` (the subdomain of the other country). */
function withCountryHost(base: string, code: CountryCode) {
  const url = new URL(base)
  const prefix = `${code.toLowerCase()}.`
  const others = Object.keys(COUNTRIES).map((other) => `${other.toLowerCase()}.`)
  const host = others.reduce(
    (name, other) => (name.startsWith(other) ? name.slice(other.length) : name),
    url.hostname
  )
  url.hostname = `${prefix}${host}`
  return trimSlash(url.toString())
}
