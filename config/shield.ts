import { defineConfig } from '@adonisjs/shield'
import { acceptsBearer } from '#core/services/routes_helper'

const shieldConfig = defineConfig({
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  /**
   * Web forms and cookie-authenticated API calls are protected against CSRF (the pages send
   * the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header). An `/api/*` call that carries no
   * cookie at all, or a bearer token (API and Transmit), has nothing a forged request could
   * ride on: exempt.
   */
  csrf: {
    enabled: true,
    exceptRoutes: (ctx) =>
      (ctx.request.url().startsWith('/api/') && !ctx.request.header('cookie')) ||
      (acceptsBearer(ctx.request.url()) &&
        (ctx.request.header('authorization') ?? '').startsWith('Bearer ')),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
