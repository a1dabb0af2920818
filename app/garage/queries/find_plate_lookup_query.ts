import { DateTime } from 'luxon'
import type { CountryCode } from '#core/country/country'
import PlateLookupRecord from '#garage/models/plate_lookup'
import { normalizePlate } from '#garage/rules/plate'
import type { PlateVehicle } from '#garage/rules/vehicle'

/** How long a found plate is trusted. */
export const PLATE_LOOKUP_TTL_HOURS = 24

/**
 * The vehicle the plate service found for a plate in the last 24 hours (latest lookup), or
 * null. The request submit uses it to trust only server-found plate data (verified vehicle,
 * brand, model, year, VIN).
 */
export default class FindPlateLookupQuery {
  async handle(plate: string, countryCode: CountryCode): Promise<PlateVehicle | null> {
    const normalized = normalizePlate(plate)
    if (!normalized) return null
    const since = DateTime.now().minus({ hours: PLATE_LOOKUP_TTL_HOURS })
    const record = await PlateLookupRecord.query()
      .where('plate', normalized)
      .where('country_code', countryCode)
      .where('created_at', '>=', since.toSQL({ includeOffset: false })!)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    return record?.payload ?? null
  }
}
