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

export interface SharedProps {
  errors: Record<string, string>
  flash: { error?: string; success?: string }
  user: SessionUser | null
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
