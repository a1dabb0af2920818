import { normalizeVin, VIN_LENGTH } from '#catalog/rules/vin'

/**
 * The parts catalogue (by VIN): answers whether a vehicle has a catalogue, so the request
 * wizard can offer 'Ver autopartes para mi vehículo'. A real provider behind HTTP, and a local
 * driver for the demo and the tests.
 */
export interface CatalogMatch {
  catalogId: string
  vin: string
}

export abstract class PartsCatalog {
  abstract findByVin(vin: string): Promise<CatalogMatch | null>
}

/**
 * Local driver: the makers whose catalogues the demo "has" (Toyota, Mazda, Nissan, Kia,
 * Hyundai, Renault, Chevrolet Colombia), by WMI.
 */
const LOCAL_CATALOGS: Record<string, string> = {
  'JT': 'toyota',
  '8AJ': 'toyota',
  '9BR': 'toyota',
  'JM1': 'mazda',
  'JM3': 'mazda',
  '3MZ': 'mazda',
  'JN1': 'nissan',
  '3N1': 'nissan',
  'KNA': 'kia',
  'KND': 'kia',
  'KMH': 'hyundai',
  '9FB': 'renault',
  '93Y': 'renault',
  '9GA': 'chevrolet',
}

export class LocalPartsCatalog extends PartsCatalog {
  async findByVin(input: string) {
    const vin = normalizeVin(input)
    if (vin.length !== VIN_LENGTH) return null
    const catalogId = LOCAL_CATALOGS[vin.slice(0, 3)] ?? LOCAL_CATALOGS[vin.slice(0, 2)]
    return catalogId ? { catalogId, vin } : null
  }
}

/**
 * HTTP driver: GET {url}/vin/{vin} with a bearer token; 200 `{ catalogId }` when found,
 * 404 when not. Any other answer counts as "no catalogue" (the wizard must never fail on it).
 */
export class HttpPartsCatalog extends PartsCatalog {
  constructor(
    private options: { url: string; token: string },
    private fetcher: typeof fetch = fetch
  ) {
    super()
  }

  async findByVin(input: string) {
    const vin = normalizeVin(input)
    if (vin.length !== VIN_LENGTH) return null
    try {
      const response = await this.fetcher(`${this.options.url.replace(/\/$/, '')}/vin/${vin}`, {
        headers: { Authorization: `Bearer ${this.options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      })
      if (!response.ok) return null
      const body = (await response.json()) as { catalogId?: string }
      return body.catalogId ? { catalogId: String(body.catalogId), vin } : null
    } catch {
      return null
    }
  }
}
