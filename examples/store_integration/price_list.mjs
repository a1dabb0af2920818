// The store's price list: what it answers for each part a buyer asks for. A real store would
// read its inventory or ERP here; the example keeps a few lines in memory.
//
// Prices are unit prices in the store's currency, taxes included (the platform's rule), as
// decimal texts with at most 2 decimals.

/** Keyed by the part's name in lower case without accents or repeated spaces. */
export const DEFAULT_PRICES = {
  'pastillas de freno': { unitPrice: '85000.00', brand: 'Bosch' },
  'filtro de aceite': { unitPrice: '32000.00', brand: 'Mann' },
  'filtro de aire': { unitPrice: '45000.00', brand: 'Mann' },
  'bujia': { unitPrice: '18000.00', brand: 'NGK' },
  'amortiguador': { unitPrice: '210000.00', brand: 'Monroe' },
  'llanta': { unitPrice: '320000.00', brand: 'Michelin' },
}

/** What a part not on the list is quoted at. */
export const DEFAULT_PRICE = { unitPrice: '50000.00', brand: 'Genérico' }

/** 'Pastillas  de FRENO ' → 'pastillas de freno'; 'Bujía' → 'bujia'. */
export function partKey(name) {
  return String(name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The price line of a part: the list's, or the default. */
export function priceFor(name, prices = DEFAULT_PRICES, fallback = DEFAULT_PRICE) {
  return prices[partKey(name)] ?? fallback
}
