/**
 * The two markets. The country is chosen per request from the host name (see `countryFromHost`).
 */
export type CountryCode = 'CO' | 'MX'

export interface Country {
  code: CountryCode
  name: string
  currency: 'COP' | 'MXN'
  locale: 'es-CO' | 'es-MX'
  /** International dialling prefix, used to normalise WhatsApp numbers. */
  phonePrefix: string
  /** Length of a national mobile number. */
  mobileLength: number
  /** The IANA time zone of the country's dates ('Hoy {date}', PDFs). */
  timeZone: string
}

export const COUNTRIES: Record<CountryCode, Country> = {
  CO: {
    code: 'CO',
    name: 'Colombia',
    currency: 'COP',
    locale: 'es-CO',
    phonePrefix: '57',
    mobileLength: 10,
    timeZone: 'America/Bogota',
  },
  MX: {
    code: 'MX',
    name: 'México',
    currency: 'MXN',
    locale: 'es-MX',
    phonePrefix: '52',
    mobileLength: 10,
    timeZone: 'America/Mexico_City',
  },
}

/**
 * The country part of the host name decides the market: a host starting with `mx.`
 * (mx.repuestos.com) or ending with `.mx` (repuestos.com.mx, repuestos.mx) is Mexico;
 * every other host is the default country (Colombia unless DEFAULT_COUNTRY says otherwise).
 * A port and letter case are ignored.
 */
export function countryFromHost(host: string | null | undefined, fallback: CountryCode = 'CO') {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  if (name.startsWith('mx.') || name.endsWith('.mx')) {
    return COUNTRIES.MX
  }
  if (name.startsWith('co.') || name.endsWith('.co')) {
    return COUNTRIES.CO
  }
  return COUNTRIES[fallback]
}
