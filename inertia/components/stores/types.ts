/* Types (not interfaces): a page prop must be a JSON record for the server renderer typing. */
/** The props of the public store page (StorePageController). */
export type PublicStore = {
  id: number
  name: string
  urlPath: string
  logoUrl: string | null
  description: string | null
  city: string | null
  brands: { id: number; name: string }[]
}

export type StoreFigures = {
  days: number
  received: number
  responded: number
  responseRate: number
  medianFirstQuotationMinutes: number | null
}

export type StoreRating = {
  /** Stars out of 5, one decimal; null without ratings. */
  averageRating: number | null
  count: number
}

export type StorePhoto = {
  id: number
  partNumber: string
  name: string | null
  urls: string[]
}

export type StorePhotos = {
  data: StorePhoto[]
  metadata: { count: number; page: number; pageSize: number }
}
