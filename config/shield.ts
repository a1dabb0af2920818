import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import env from '#start/env'
import { acceptsBearer } from '#core/services/routes_helper'

/** reCAPTCHA (CAPTCHA_DRIVER=recaptcha) loads its script and frame from Google. */
const recaptcha =
  env.get('CAPTCHA_DRIVER') === 'recaptcha'
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : []
/** Uploaded photos served from S3 (DRIVE_DISK=s3) or its endpoint. */
const s3Images =
  env.get('DRIVE_DISK') === 's3' ? [env.get('S3_ENDPOINT') ?? 'https://*.amazonaws.com'] : []

const shieldConfig = defineConfig({
  /**
   * Content-Security-Policy on every page. Scripts: our own files and the inline scripts that
   * carry this response's nonce (the Vite tags and React refresh in resources/views get
   * `cspNonce`); nothing else runs, no `eval`. Styles allow inline: Mantine writes its CSS
   * variables in a <style> tag and sets `style` attributes on components (a nonce cannot cover
   * attributes). No plugins, no framing by other sites, forms and <base> only to ourselves.
   * In development Vite's HMR socket (ws:) is allowed too.
   */
  csp: {
    enabled: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", '@nonce', ...recaptcha],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...s3Images],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(app.inProduction ? [] : ['ws:', 'wss:'])],
      frameSrc: recaptcha.length ? ['https://www.google.com/recaptcha/'] : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
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
      /** The payment gateway's webhook: a server-to-server call, signed (PaymentsController). */
      ctx.route?.name === 'api.payments.mercadopago.webhook' ||
      /** RFC 8058 one-click unsubscribe: a mailbox's POST, authorised by the link's signature. */
      ctx.route?.name === 'users.unsubscribe.oneClick' ||
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
  /** HSTS only in production (development and tests run on plain http://localhost). */
  hsts: {
    enabled: app.inProduction,
    maxAge: '180 days',
    includeSubDomains: true,
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
