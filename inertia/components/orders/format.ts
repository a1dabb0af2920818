import { COUNTRIES, type CountryCode } from '@rules/core/country/country'
import { formatDate, formatMoney } from '~/lib/format'

/**
 * Money and dates of an order in its store's country (es-CO with COP, es-MX with MXN): an
 * order keeps the currency it was sold in whatever host shows it.
 */
export function orderFormat(countryCode: string) {
  const country = COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO
  return {
    money: (value: string | number) => formatMoney(value, country.locale, country.currency),
    date: (value: string, withTime = false) => formatDate(value, country.locale, withTime),
  }
}
