import type { CountryCode } from '#core/country/country'

/**
 * The garage's words that differ by country, in one place (issue 21): the vehicle document
 * (Colombia: tarjeta de propiedad, the spec's 'Foto tarjeta propiedad'; Mexico: tarjeta de
 * circulación), its drawn example, and the examples of the plate and the owner's document.
 * Pages pick them with the shared `country` prop, the server with `countryFromHost`.
 */
export interface VehicleCardField {
  label: string
  value: string
  /** Plate, VIN and owner's document: what the buyer must make readable. */
  highlight?: boolean
}

export interface GarageCountryTexts {
  /** The document's name inside a sentence. */
  cardName: string
  /** The option, the upload's label and the summary's line. */
  cardPhoto: string
  /** Under 'Datos para identificar tu vehículo'. */
  identifiersHint: string
  platePlaceholder: string
  ownerIdentification: string
  ownerPlaceholder: string
  example: {
    country: string
    authority: string
    title: string
    fields: VehicleCardField[]
    /** What to photograph (rich: plate, VIN and owner's document in bold). */
    photoTip: { vin: string; owner: string }
  }
}

export const GARAGE_COUNTRY_TEXTS: Record<CountryCode, GarageCountryTexts> = {
  CO: {
    cardName: 'tarjeta de propiedad',
    cardPhoto: 'Foto tarjeta propiedad',
    identifiersHint: 'Agrega al menos uno: la placa, el VIN o una foto de la tarjeta de propiedad.',
    platePlaceholder: 'Ej: ABC123',
    ownerIdentification: 'Identificación del propietario',
    ownerPlaceholder: 'Ej: 1020304050',
    example: {
      country: 'REPÚBLICA DE COLOMBIA',
      authority: 'MINISTERIO DE TRANSPORTE',
      title: 'LICENCIA DE TRÁNSITO',
      fields: [
        { label: 'PLACA', value: 'ABC123', highlight: true },
        { label: 'MARCA', value: 'CHEVROLET' },
        { label: 'LÍNEA', value: 'SPARK GT' },
        { label: 'MODELO', value: '2015' },
        { label: 'CILINDRAJE CC', value: '1206' },
        { label: 'COLOR', value: 'ROJO' },
        { label: 'SERVICIO', value: 'PARTICULAR' },
        { label: 'CLASE DE VEHÍCULO', value: 'AUTOMÓVIL' },
        { label: 'TIPO CARROCERÍA', value: 'HATCHBACK' },
        { label: 'COMBUSTIBLE', value: 'GASOLINA' },
        { label: 'NÚMERO DE MOTOR', value: 'B12D1150312' },
        { label: 'NÚMERO DE VIN', value: '9GAMM6100FB012345', highlight: true },
        { label: 'PROPIETARIO', value: 'ANA MARÍA GÓMEZ' },
        { label: 'IDENTIFICACIÓN', value: 'C.C. 1020304050', highlight: true },
      ],
      photoTip: { vin: 'VIN', owner: 'identificación del propietario' },
    },
  },
  MX: {
    cardName: 'tarjeta de circulación',
    cardPhoto: 'Foto tarjeta de circulación',
    identifiersHint: 'Opcional: la placa, el VIN (NIV) o una foto de la tarjeta de circulación.',
    platePlaceholder: 'Ej: PZR512A',
    ownerIdentification: 'RFC o CURP del propietario',
    ownerPlaceholder: 'Ej: GOLA850612AB3',
    example: {
      country: 'ESTADOS UNIDOS MEXICANOS',
      authority: 'GOBIERNO DEL ESTADO DE JALISCO · SECRETARÍA DE MOVILIDAD',
      title: 'TARJETA DE CIRCULACIÓN',
      fields: [
        { label: 'PLACA', value: 'PZR-512-A', highlight: true },
        { label: 'MARCA', value: 'NISSAN' },
        { label: 'SUBMARCA', value: 'VERSA' },
        { label: 'MODELO', value: '2019' },
        { label: 'COLOR', value: 'BLANCO' },
        { label: 'USO', value: 'PARTICULAR' },
        { label: 'CLASE', value: 'AUTOMÓVIL' },
        { label: 'TIPO', value: 'SEDÁN 4 PUERTAS' },
        { label: 'COMBUSTIBLE', value: 'GASOLINA' },
        { label: 'NÚMERO DE MOTOR', value: 'HR16812345A' },
        { label: 'NIV (VIN)', value: '3N1CN7AD5KL812345', highlight: true },
        { label: 'ENTIDAD', value: 'JALISCO' },
        { label: 'PROPIETARIO', value: 'ANA MARÍA GÓMEZ LÓPEZ' },
        { label: 'RFC', value: 'GOLA850612AB3', highlight: true },
      ],
      photoTip: { vin: 'NIV (VIN)', owner: 'RFC o CURP del propietario' },
    },
  },
}

/** The texts of a country (the default country's when the code is unknown). */
export function garageTexts(countryCode: CountryCode | undefined): GarageCountryTexts {
  return GARAGE_COUNTRY_TEXTS[countryCode ?? 'CO'] ?? GARAGE_COUNTRY_TEXTS.CO
}
