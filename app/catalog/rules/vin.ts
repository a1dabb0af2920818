/**
 * Offline VIN decoding: the maker from the WMI (first characters) and the model year from the
 * 10th character. Pure: shared by the pages (prefill brand and year) and the server.
 *
 * Latin-American VINs often fail the US check digit (9th character); they are accepted: we only
 * check the length, the alphabet (no I, O, Q) and read what the VIN says.
 */
export const VIN_LENGTH = 17

const VIN_ALPHABET = /^[A-HJ-NPR-Z0-9]{17}$/

/**
 * World manufacturer identifiers of the brands sold in Colombia and Mexico. Longest prefix wins
 * (3 characters, then 2). Brand names match the vehicle_brands seed.
 */
const WMI: Record<string, string> = {
  // Chevrolet / GM (Colombia: GM Colmotores 9GA; Brazil 9BG; Korea KL; Mexico 3G; USA 1G)
  '9GA': 'Chevrolet',
  '9BG': 'Chevrolet',
  'KL1': 'Chevrolet',
  'KL7': 'Chevrolet',
  'KL8': 'Chevrolet',
  '3GN': 'Chevrolet',
  '3G1': 'Chevrolet',
  '3GC': 'Chevrolet',
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '8AG': 'Chevrolet',
  '8GG': 'Chevrolet',
  'LSG': 'Chevrolet',
  // Renault (Colombia Sofasa 9FB; Brazil 93Y; Argentina 8A1; France VF1)
  '9FB': 'Renault',
  '93Y': 'Renault',
  '8A1': 'Renault',
  'VF1': 'Renault',
  'VF6': 'Renault',
  // Mazda
  'JM1': 'Mazda',
  'JM3': 'Mazda',
  'JM7': 'Mazda',
  'JMZ': 'Mazda',
  '3MZ': 'Mazda',
  '3MV': 'Mazda',
  '3MD': 'Mazda',
  // Kia
  'KNA': 'Kia',
  'KND': 'Kia',
  'KNE': 'Kia',
  '3KP': 'Kia',
  'U5Y': 'Kia',
  // Hyundai
  'KMH': 'Hyundai',
  'KM8': 'Hyundai',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  'MAL': 'Hyundai',
  '9BH': 'Hyundai',
  // Toyota / Lexus
  'JT': 'Toyota',
  'JTH': 'Lexus',
  'JTJ': 'Lexus',
  '8AJ': 'Toyota',
  '9BR': 'Toyota',
  'MR0': 'Toyota',
  'MR2': 'Toyota',
  'MHF': 'Toyota',
  '3TM': 'Toyota',
  '4T1': 'Toyota',
  '5TD': 'Toyota',
  'AHT': 'Toyota',
  // Nissan / Infiniti / Datsun
  'JN1': 'Nissan',
  'JN8': 'Nissan',
  '3N1': 'Nissan',
  '3N6': 'Nissan',
  '3N8': 'Nissan',
  '94D': 'Nissan',
  '1N4': 'Nissan',
  '5N1': 'Nissan',
  'VSK': 'Nissan',
  'MDH': 'Nissan',
  'JNK': 'Infiniti',
  'JNR': 'Infiniti',
  // Volkswagen
  '9BW': 'Volkswagen',
  '3VW': 'Volkswagen',
  'WVW': 'Volkswagen',
  'WVG': 'Volkswagen',
  'WV1': 'Volkswagen',
  'WV2': 'Volkswagen',
  '8AW': 'Volkswagen',
  '1VW': 'Volkswagen',
  // Ford
  '9BF': 'Ford',
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '3FA': 'Ford',
  '3FM': 'Ford',
  '3FT': 'Ford',
  '8AF': 'Ford',
  'MAJ': 'Ford',
  'MNB': 'Ford',
  'WF0': 'Ford',
  // Suzuki
  'JS2': 'Suzuki',
  'JS3': 'Suzuki',
  'JSA': 'Suzuki',
  'MA3': 'Suzuki',
  'TSM': 'Suzuki',
  '9FS': 'Suzuki',
  // Honda
  'JHM': 'Honda',
  'SHH': 'Honda',
  '1HG': 'Honda',
  '2HG': 'Honda',
  '3HG': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  'JH2': 'Honda',
  '9C2': 'Honda',
  'MLH': 'Honda',
  // Mitsubishi
  'JA3': 'Mitsubishi',
  'JA4': 'Mitsubishi',
  'JMB': 'Mitsubishi',
  'JMY': 'Mitsubishi',
  'MMB': 'Mitsubishi',
  'MMC': 'Mitsubishi',
  'ML3': 'Mitsubishi',
  '93X': 'Mitsubishi',
  // European brands
  'WDB': 'Mercedes-Benz',
  'WDD': 'Mercedes-Benz',
  'WDC': 'Mercedes-Benz',
  'W1K': 'Mercedes-Benz',
  'W1N': 'Mercedes-Benz',
  'WBA': 'BMW',
  'WBS': 'BMW',
  'WBX': 'BMW',
  'WBY': 'BMW',
  'WAU': 'Audi',
  'WA1': 'Audi',
  'TRU': 'Audi',
  'VF3': 'Peugeot',
  'VR3': 'Peugeot',
  '8AD': 'Peugeot',
  '936': 'Peugeot',
  'VF7': 'Citroën',
  'VR7': 'Citroën',
  '935': 'Citroën',
  'ZFA': 'Fiat',
  '9BD': 'Fiat',
  '8AP': 'Fiat',
  'ZAR': 'Alfa Romeo',
  'VSS': 'SEAT',
  'TMB': 'Škoda',
  'YV1': 'Volvo',
  'YV4': 'Volvo',
  'SAL': 'Land Rover',
  'SAJ': 'Jaguar',
  'WP0': 'Porsche',
  'WP1': 'Porsche',
  'WMW': 'Mini',
  'W0L': 'Opel',
  'WME': 'Smart',
  'YS3': 'Saab',
  'XTA': 'Lada',
  'ZDM': 'Ducati',
  'VBK': 'KTM',
  'ZAP': 'Piaggio',
  // American
  '1C4': 'Jeep',
  '1J4': 'Jeep',
  '1J8': 'Jeep',
  '3C4': 'Jeep',
  '1C6': 'RAM',
  '3C6': 'RAM',
  '1D7': 'Dodge',
  '2B3': 'Dodge',
  '3D7': 'Dodge',
  '1C3': 'Chrysler',
  '2C3': 'Chrysler',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  '1HD': 'Harley-Davidson',
  '1FU': 'Freightliner',
  '3AK': 'Freightliner',
  '1XK': 'Kenworth',
  '1M1': 'Mack',
  '1HT': 'International',
  '3HA': 'International',
  // Asian brands
  'JF1': 'Subaru',
  'JF2': 'Subaru',
  'JAL': 'Isuzu',
  'JAA': 'Isuzu',
  'MPA': 'Isuzu',
  'JHD': 'Hino',
  'JHF': 'Hino',
  'JKA': 'Kawasaki',
  'JYA': 'Yamaha',
  'KPT': 'SsangYong',
  'KLA': 'Daewoo',
  'LGW': 'Great Wall',
  'LGX': 'BYD',
  'LC0': 'BYD',
  'LVV': 'Chery',
  'LJ1': 'JAC',
  'LS5': 'Changan',
  'LVG': 'Foton',
  'LRD': 'Foton',
  'LEF': 'JMC',
  'L6T': 'Geely',
  'LSJ': 'MG',
  'LNB': 'BAIC',
  'LGB': 'Dongfeng',
  'LDN': 'DFSK',
  'LZY': 'Yutong',
  'LKL': 'King Long',
  'LLV': 'Lifan',
  'MD2': 'Bajaj',
  'MD6': 'TVS',
  'MBL': 'Hero',
  'ME3': 'Royal Enfield',
  'MAT': 'Mahindra',
  // Trucks and buses from Europe and Brazil
  'YS2': 'Scania',
  '9BS': 'Scania',
  'ZCF': 'Iveco',
  '93Z': 'Iveco',
  '9BV': 'Volvo',
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** The model year codes cycle every 30 years: A = 1980 or 2010, … 9 = 2009 or 2039. */
export function modelYearFromCode(code: string, today: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(code.toUpperCase())
  if (index < 0) return null
  const newest = today.getFullYear() + 1
  const candidates = [1980 + index, 2010 + index, 2040 + index].filter((year) => year <= newest)
  return candidates.length ? candidates[candidates.length - 1] : null
}

export function normalizeVin(input: string) {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function vinError(vin: string): string | null {
  if (!vin) return null
  return normalizeVin(vin).length === VIN_LENGTH ? null : 'El VIN debe ser de 17 caracteres'
}

export function brandFromVin(vin: string): string | null {
  const value = normalizeVin(vin)
  return WMI[value.slice(0, 3)] ?? WMI[value.slice(0, 2)] ?? null
}

/**
 * What a 17-character VIN says; null when it cannot be a VIN. `brandName` or `modelYear` may
 * be null when the VIN does not tell.
 */
export function decodeVin(vin: string, today: Date = new Date()) {
  const value = normalizeVin(vin)
  if (!VIN_ALPHABET.test(value)) return null
  return {
    brandName: brandFromVin(value),
    modelYear: modelYearFromCode(value.charAt(9), today),
  }
}
