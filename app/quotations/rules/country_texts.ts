import type { CountryCode } from '#core/country/country'

/**
 * The words for parts that differ by country (issue 21), in one place: what buyers call the
 * usual parts (Colombia: pastillas de freno, correa de repartición; Mexico: balatas, banda de
 * distribución), for the home page's examples and the wizard's part placeholder.
 */
export interface PartCountryTexts {
  /** The home page's examples of what can be requested. */
  examples: string[]
  /** The wizard's part name placeholder. */
  partPlaceholder: string
}

export const PART_COUNTRY_TEXTS: Record<CountryCode, PartCountryTexts> = {
  CO: {
    examples: [
      'Pastillas de freno',
      'Amortiguadores',
      'Bujías',
      'Correa de repartición',
      'Kit de embrague',
      'Filtro de aceite',
    ],
    partPlaceholder: 'Ej: pastillas de freno delanteras',
  },
  MX: {
    examples: [
      'Balatas',
      'Amortiguadores',
      'Bujías',
      'Banda de distribución',
      'Kit de clutch',
      'Filtro de aceite',
    ],
    partPlaceholder: 'Ej: balatas delanteras',
  },
}

export function partTexts(countryCode: CountryCode | undefined): PartCountryTexts {
  return PART_COUNTRY_TEXTS[countryCode ?? 'CO'] ?? PART_COUNTRY_TEXTS.CO
}
