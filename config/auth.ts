import { defineConfig } from '@adonisjs/auth'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import { OwnerReadWithTokenProvider } from '#users/services/access_tokens_provider'
import { sessionGuard } from '@adonisjs/auth/session'
import { ActiveSessionUserProvider } from '#users/services/session_user_provider'
import type { InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/**
 * Web routes use the session guard; `/api` routes accept the session or a bearer
 * access token (see the `auth` middleware's guard list on the API group). Neither guard takes a
 * blocked account (`deactivated_at`): its sessions and tokens are a guest's.
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      /** the library's, finding only accounts that are not blocked (session_user_provider.ts) */
      provider: new ActiveSessionUserProvider({
        model: () => import('#users/models/user'),
      }),
    }),
    api: tokensGuard({
      /** tokensUserProvider's, reading the token and its owner in one query */
      provider: new OwnerReadWithTokenProvider({
        tokens: 'accessTokens',
        model: () => import('#users/models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
