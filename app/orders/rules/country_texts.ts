import type { CountryCode } from '#core/country/country'
import { FIELD_LABELS, type CheckoutField } from '#orders/rules/checkout_records'

/**
 * The checkout and order words that differ by country (issue 21), in one place: Mexico names
 * the buyer's tax identification RFC (the billing form, the order page and the notice of what
 * the main record lacks); Colombia keeps 'Número de identificación'. The delivery address's
 * colonia and código postal are in checkout_records.ts (ADDRESS_COUNTRY_TEXTS).
 */
export interface OrderCountryTexts {
  /** The billing form's identification label. */
  billingIdentification: string
  /** The order page's label of a record's identification. */
  orderIdentification: string
  /** How the missing-data notices name the main record's identification. */
  missingIdentification: string
  /** Mexico's billing data also ask the colonia and the código postal. */
  billingWithNeighborhood: boolean
  /** The billing validator's messages of the identification (null: the common ones). */
  billingIdentificationMessages: { required: string; max: (max: number) => string } | null
}

export const ORDER_COUNTRY_TEXTS: Record<CountryCode, OrderCountryTexts> = {
  CO: {
    billingIdentification: 'Número de identificación',
    orderIdentification: 'Identificación',
    missingIdentification: FIELD_LABELS.identification,
    billingWithNeighborhood: false,
    billingIdentificationMessages: null,
  },
  MX: {
    billingIdentification: 'RFC',
    orderIdentification: 'RFC',
    missingIdentification: 'RFC',
    billingWithNeighborhood: true,
    billingIdentificationMessages: {
      required: 'Ingresa el RFC',
      max: (max: number) => `El RFC debe tener máximo ${max} caracteres`,
    },
  },
}

export function orderTexts(countryCode: CountryCode | string | null | undefined) {
  return ORDER_COUNTRY_TEXTS[countryCode as CountryCode] ?? ORDER_COUNTRY_TEXTS.CO
}

/** A missing field of the main record as the country's notices name it. */
export function missingFieldLabel(field: CheckoutField, countryCode: CountryCode | string) {
  return field === 'identification'
    ? orderTexts(countryCode).missingIdentification
    : FIELD_LABELS[field]
}
