import { searchText } from '#core/services/search_text'
import { colombiaDepartments } from '#database/data/colombia'
import { mexicoStates } from '#database/data/mexico'

/**
 * The rows of `localization_zones` the data files describe: every Colombian department and
 * Mexican state, then their cities. What the seeder inserts when missing and brings up to date
 * when the files change.
 * - `full_name`: "Medellín, Antioquia"; a city named as its region reads once ("Ciudad de México").
 * - `search_name`: the folded full name (searchText) followed by the region's aliases, so the city
 *   search finds "Coyoacán, Ciudad de México" by 'cdmx'.
 * - `is_capital`: the city named as the region's capital.
 */
export interface ZoneRow {
  country_code: 'CO' | 'MX'
  type: 'department' | 'city'
  code: string
  name: string
  full_name: string
  search_name: string
  is_capital: boolean
  /** Code of the department / state of a city; null for a department / state. */
  parent_code: string | null
}

interface Region {
  country: 'CO' | 'MX'
  code: string
  name: string
  capital: string
  aliases: string[]
  cities: { code: string; name: string }[]
}

const regions: Region[] = [
  ...colombiaDepartments.map((department) => ({
    country: 'CO' as const,
    code: department.code,
    name: department.name,
    capital: department.capital,
    aliases: [],
    cities: department.municipalities,
  })),
  ...mexicoStates.map((state) => ({
    country: 'MX' as const,
    code: state.code,
    name: state.name,
    capital: state.capital,
    aliases: state.aliases ?? [],
    cities: state.cities,
  })),
]

/** The folded text the city search matches: the full name, then the aliases. */
export function zoneSearchName(fullName: string, aliases: string[] = []) {
  return searchText([fullName, ...aliases].join(' '))
}

export function zoneRows(): ZoneRow[] {
  const departments = regions.map((region) => ({
    country_code: region.country,
    type: 'department' as const,
    code: region.code,
    name: region.name,
    full_name: region.name,
    search_name: zoneSearchName(region.name, region.aliases),
    is_capital: false,
    parent_code: null,
  }))
  const cities = regions.flatMap((region) =>
    region.cities.map((city) => {
      const fullName = city.name === region.name ? city.name : `${city.name}, ${region.name}`
      return {
        country_code: region.country,
        type: 'city' as const,
        code: city.code,
        name: city.name,
        full_name: fullName,
        search_name: zoneSearchName(fullName, region.aliases),
        is_capital: city.name === region.capital,
        parent_code: region.code,
      }
    })
  )
  return [...departments, ...cities]
}
