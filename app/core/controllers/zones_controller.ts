import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import LocalizationZone from '#core/models/localization_zone'
import { likePattern, searchTerm } from '#core/services/search_text'

const zonesQueryValidator = vine.create({
  search: vine.string().trim().maxLength(64).optional(),
  type: vine.enum(['department', 'city'] as const).optional(),
  page: vine.number().min(0).optional(),
  pageSize: vine.number().min(1).max(200).optional(),
})

/**
 * Zones autocomplete (/api/localization/zones): cities of the request's country whose name,
 * department or alias ('CDMX') matches `search` (accents and case ignored: `search_name` is stored
 * folded, so SQLite and MariaDB compare the same text), as "Medellín, Antioquia": the city named
 * exactly first, then the names starting with the search, then capitals, then by name. Zero-based
 * page, pageSize up to 200 (default 20). Two queries (the page and its count) whatever the search.
 */
export default class ZonesController {
  /** @summary Busca ciudades y departamentos del país */
  async index({ request, country }: HttpContext) {
    const input = await zonesQueryValidator.validate(request.qs())
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const query = LocalizationZone.query()
      .where('country_code', country.code)
      .where('type', input.type ?? 'city')
    if (input.search) {
      const term = searchTerm(input.search)
      query
        .where('search_name', 'like', likePattern(input.search))
        // the city itself first ('leon' → "León, Guanajuato"), then the names it starts
        // ("Leona Vicario"), then the rest (its department's cities, aliases: 'cdmx')
        .orderByRaw(
          'CASE WHEN search_name = ? OR search_name LIKE ? THEN 0 WHEN search_name LIKE ? THEN 1 ELSE 2 END',
          [term, `${term},%`, `${term}%`]
        )
    }
    const result = await query
      .orderBy('is_capital', 'desc')
      .orderBy('name', 'asc')
      .paginate(page + 1, pageSize)
    return {
      data: result
        .all()
        .map((zone) => ({ id: zone.id, name: zone.name, full_name: zone.fullName })),
      metadata: { count: result.total },
    }
  }

  /** @summary Consulta una ciudad */
  async show({ params, response }: HttpContext) {
    const zone = await LocalizationZone.find(params.id)
    if (!zone)
      return response.notFound({
        message: 'Not found',
        errors: [{ message: 'La ciudad no existe' }],
      })
    return { data: { id: zone.id, name: zone.name, full_name: zone.fullName } }
  }
}
