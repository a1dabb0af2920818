import productConfig from '#config/product'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { countryFromHost, type Country, type CountryCode } from '#core/country/country'

/**
 * Sets `ctx.country` from the host name for every routed request.
 */
export default class CountryMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.country = countryFromHost(
      ctx.request.hostname(),
      productConfig.defaultCountry as CountryCode
    )
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    country: Country
  }
}
