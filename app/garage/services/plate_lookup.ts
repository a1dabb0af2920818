import type { CountryCode } from '#core/country/country'
import {
  LOCAL_PLATES,
  LOCAL_PLATE_ERROR,
  LOCAL_PLATE_UNAVAILABLE,
} from '#garage/services/local_plates'

/**
 * The vehicle-plate information service (doc 1 §7 getVehicleForLicensePlate). Code depends only
 * on `PlateLookup`, resolved from the container; the environment picks the driver
 * (PLATE_LOOKUP_DRIVER: local, the default, or http).
 */
export interface PlateRecord {
  licensePlate: string
  /** The maker as the registry writes it; matched to vehicle_brands by name. */
  brandName: string
  model: string
  year: number | null
  vin: string | null
  engineNumber: string | null
  fuelType: string | null
  bodyType: string | null
  color: string | null
  cylinderCapacity: string | null
}

export type PlateLookupResult =
  | { status: 'found'; vehicle: PlateRecord }
  | { status: 'not_found' }
  /** The provider is down or does not answer: the "intermitencias" answer (503). */
  | { status: 'unavailable' }
  /** Any other failure: 'Error al consultar el vehículo'. */
  | { status: 'error' }

export abstract class PlateLookup {
  abstract lookup(plate: string, countryCode: CountryCode): Promise<PlateLookupResult>
}

/**
 * Local driver: answers from a fixed set of plates (demo and tests). SRV503 behaves as a
 * provider that is down; ERR500 as a provider that fails.
 */
export class LocalPlateLookup extends PlateLookup {
  async lookup(plate: string, countryCode: CountryCode): Promise<PlateLookupResult> {
    if (plate === LOCAL_PLATE_UNAVAILABLE) return { status: 'unavailable' }
    if (plate === LOCAL_PLATE_ERROR) return { status: 'error' }
    const vehicle = LOCAL_PLATES[countryCode].find((record) => record.licensePlate === plate)
    return vehicle ? { status: 'found', vehicle: { ...vehicle } } : { status: 'not_found' }
  }
}

type ProviderJson = Record<string, unknown>

function text(source: ProviderJson, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key]
    if (value !== null && value !== undefined && String(value).trim() !== '') {
      return String(value).trim()
    }
  }
  return null
}

/**
 * Maps a provider answer. Colombian registries name the model year `modelo` and the model
 * `linea`; English keys are accepted too. The record may come wrapped in `data`.
 */
export function mapProviderVehicle(body: unknown, plate: string): PlateRecord | null {
  if (!body || typeof body !== 'object') return null
  const root = body as ProviderJson
  const source = (
    root.data && typeof root.data === 'object' && !Array.isArray(root.data) ? root.data : root
  ) as ProviderJson
  const brandName = text(source, 'marca', 'brand', 'brandName')
  const model = text(source, 'linea', 'model_name', 'modelName', 'model')
  if (!brandName || !model) return null
  const yearText = text(source, 'anio', 'año', 'year', 'modelo')
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : null
  return {
    licensePlate: plate,
    brandName,
    model,
    year,
    vin: text(source, 'vin', 'VIN', 'numero_vin')?.toUpperCase() ?? null,
    engineNumber: text(source, 'numero_motor', 'engine_number', 'engineNumber'),
    fuelType: text(source, 'combustible', 'tipo_combustible', 'fuel_type', 'fuelType'),
    bodyType: text(source, 'carroceria', 'tipo_carroceria', 'body_type', 'bodyType'),
    color: text(source, 'color'),
    cylinderCapacity: text(source, 'cilindraje', 'cylinder_capacity', 'cylinderCapacity'),
  }
}

/**
 * HTTP driver: GET {url}?placa={plate}&pais={country} with a bearer token. 200 with a vehicle:
 * found; 404 (or 200 without a vehicle): not found; 5xx, a time-out or no answer: unavailable;
 * anything else (401, 400, unreadable JSON): error.
 */
export class HttpPlateLookup extends PlateLookup {
  constructor(
    private options: { url: string; token: string; timeoutMs?: number },
    private fetcher: typeof fetch = fetch
  ) {
    super()
  }

  async lookup(plate: string, countryCode: CountryCode): Promise<PlateLookupResult> {
    if (!this.options.url) return { status: 'error' }
    const url = new URL(this.options.url)
    url.searchParams.set('placa', plate)
    url.searchParams.set('pais', countryCode)
    let response: Response
    try {
      response = await this.fetcher(url.toString(), {
        headers: { Authorization: `Bearer ${this.options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10000),
      })
    } catch {
      return { status: 'unavailable' }
    }
    if (response.status >= 500) return { status: 'unavailable' }
    if (response.status === 404) return { status: 'not_found' }
    if (!response.ok) return { status: 'error' }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      return { status: 'error' }
    }
    const vehicle = mapProviderVehicle(body, plate)
    return vehicle ? { status: 'found', vehicle } : { status: 'not_found' }
  }
}
