import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxyFrom } from '#core/services/client_ip'

/**
 * The app key is used for encrypting cookies, generating signed URLs,
 * and by the "encryption" module.
 */
export const appKey = env.get('APP_KEY')

export const appUrl = env.get('APP_URL')

/**
 * The configuration settings used by the HTTP server
 */
export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /**
   * No proxy is trusted unless TRUSTED_PROXIES names it (see app/core/services/client_ip.ts):
   * otherwise any client could forge X-Forwarded-For and escape the rate limits.
   */
  trustProxy: trustProxyFrom(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
