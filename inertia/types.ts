import type { CountryCode } from '@rules/core/country/country'
/**
 * Shapes of the props shared with every page (see app/core/middleware/inertia_middleware.ts
 * and app/users/transformers/session_user_transformer.ts).
 */
export interface SessionUser {
  id: number
  isGuest: false
  email: string | null
  mobile: string | null
  fullName: string
  cityId: number | null
  cityName: string | null
  address: string | null
  userKind: string
  storeName: string | null
  storeId: number | null
  storeUrl: string | null
  isVendor: boolean
  isAdmin: boolean
  manageMessagesModule: boolean
  manageMessageDeletion: boolean
  manageInfractionsModule: boolean
  manageGoModule: boolean
  showCustomerData: boolean
  showCustomerDataMarketplace: boolean
  storeByAdviser: number | null
  hasGoModuleAdministration: boolean
  mobileVerified: boolean
  emailVerified: boolean
  viewMode: 'cards' | 'list' | 'table'
}

/**
 * What the signed-in user may do, as the policies decide it (app/core/middleware/
 * inertia_middleware.ts): pages show or hide by these, never by the user's roles. All false for
 * a guest.
 */
export interface SharedAbilities {
  /** Staff: a core admin or a module manager (sees every request). */
  actAsAdmin: boolean
  /** A vendor or store adviser at work: the menu's entry to their workspace (Pendientes). */
  actAsVendor: boolean
  /** 'Mi garaje'. */
  useGarage: boolean
  /** 'Tengo el Número de parte del repuesto' instead of 'Tengo la referencia del repuesto'. */
  useVendorWording: boolean
  /** The RUNT link of a CO vehicle with plate and owner identification. */
  seeRuntLink: boolean
}

export interface SharedProps {
  errors: Record<string, string>
  flash: { error?: string; success?: string }
  user: SessionUser | null
  can: SharedAbilities
  country: {
    code: CountryCode
    currency: 'COP' | 'MXN'
    locale: 'es-CO' | 'es-MX'
    phonePrefix: string
  }
  product: {
    slug: string
    name: string
    moduleName: string
    goPath: string
    routePrefix: string
    devOutbox: boolean
  }
  /** The captcha of the plate search: local checkbox or Google reCAPTCHA v2. */
  captcha: { driver: 'local' | 'recaptcha'; siteKey: string }
}

export type PageProps<T = {}> = SharedProps & T
