/*
|--------------------------------------------------------------------------
| Environment variables service
|--------------------------------------------------------------------------
|
| Every variable the app reads is validated here; `.env.example` documents each one.
|
*/
import { Env } from '@adonisjs/core/env'
import { assertProductionDrivers } from '#core/services/production_guard'

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  /** A country's own site when it is not APP_URL with `mx.` / `co.` before the host (app/core/country/urls.ts). */
  APP_URL_CO: Env.schema.string.optional({ format: 'url', tld: false }),
  APP_URL_MX: Env.schema.string.optional({ format: 'url', tld: false }),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.string(),
  /** Reverse proxies whose X-Forwarded-For is believed (addresses/CIDRs, comma-separated). */
  TRUSTED_PROXIES: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Product
  |----------------------------------------------------------
  */
  PRODUCT_SLUG: Env.schema.string.optional(),
  PRODUCT_NAME: Env.schema.string.optional(),
  ROUTE_PREFIX: Env.schema.string.optional(),
  DEFAULT_COUNTRY: Env.schema.enum.optional(['CO', 'MX'] as const),
  /** The platform's contact address, named on the terms page ('Contacto'). */
  SUPPORT_EMAIL: Env.schema.string.optional({ format: 'email' }),

  /*
  |----------------------------------------------------------
  | Session
  |----------------------------------------------------------
  */
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory', 'redis'] as const),

  /*
  |----------------------------------------------------------
  | Database
  |----------------------------------------------------------
  */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  MYSQL_HOST: Env.schema.string.optional({ format: 'host' }),
  MYSQL_PORT: Env.schema.number.optional(),
  MYSQL_USER: Env.schema.string.optional(),
  MYSQL_PASSWORD: Env.schema.string.optional(),
  MYSQL_DB_NAME: Env.schema.string.optional(),
  MYSQL_POOL_MAX: Env.schema.number.optional(),

  /*
  |----------------------------------------------------------
  | Redis (optional: sessions, rate limits and Transmit use it when REDIS_HOST is set)
  |----------------------------------------------------------
  */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Background jobs (@adonisjs/queue): database (default), redis (default when REDIS_HOST is
  | set) or sync (jobs run inline, no worker: tests)
  |----------------------------------------------------------
  */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),

  /*
  |----------------------------------------------------------
  | Outside services
  |----------------------------------------------------------
  */
  WHATSAPP_DRIVER: Env.schema.enum.optional(['outbox', 'cloud_api'] as const),
  WHATSAPP_API_URL: Env.schema.string.optional(),
  WHATSAPP_PHONE_NUMBER_ID: Env.schema.string.optional(),
  WHATSAPP_ACCESS_TOKEN: Env.schema.string.optional(),
  MAIL_DRIVER: Env.schema.enum.optional(['outbox', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  DEV_OUTBOX_ENABLED: Env.schema.boolean.optional(),
  /**
   * bench/: adds GET /__bench/ping, a bare route to compare against. Never in a real production
   * deployment (only with ALLOW_LOCAL_DRIVERS, the demo build the benches run).
   */
  BENCH_ROUTES: Env.schema.boolean.optional(),
  /**
   * config/webhooks.ts: the production build may send webhooks to `http://` loopback receivers
   * (bench/webhook_fanout.mjs --production). Refused at boot in production without
   * ALLOW_LOCAL_DRIVERS (production_guard).
   */
  WEBHOOKS_ALLOW_LOOPBACK: Env.schema.boolean.optional(),

  /*
  |----------------------------------------------------------
  | PDFs (puppeteer-core on Debian's Chromium, app/core/services/pdf_renderer.ts): the browser
  | binary, pages rendering at once (default 4), and `per_pdf` (one browser launched per PDF:
  | bench/pdf_export.mjs's baseline only; the default `shared` keeps one per process)
  |----------------------------------------------------------
  */
  CHROMIUM_PATH: Env.schema.string.optional(),
  PDF_MAX_PAGES: Env.schema.number.optional(),
  PDF_BROWSER: Env.schema.enum.optional(['shared', 'per_pdf'] as const),

  /*
  |----------------------------------------------------------
  | Files (Drive): fs (default, storage/) or s3
  |----------------------------------------------------------
  */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Vehicle plate lookup, captcha and parts catalogue
  |----------------------------------------------------------
  */
  PLATE_LOOKUP_DRIVER: Env.schema.enum.optional(['local', 'http'] as const),
  PLATE_LOOKUP_URL: Env.schema.string.optional(),
  PLATE_LOOKUP_TOKEN: Env.schema.string.optional(),
  CAPTCHA_DRIVER: Env.schema.enum.optional(['local', 'recaptcha'] as const),
  RECAPTCHA_SITE_KEY: Env.schema.string.optional(),
  RECAPTCHA_SECRET_KEY: Env.schema.string.optional(),
  CATALOG_DRIVER: Env.schema.enum.optional(['local', 'http'] as const),
  CATALOG_URL: Env.schema.string.optional(),
  CATALOG_TOKEN: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Payment gateway (config/payments.ts): local page or Mercado Pago
  |----------------------------------------------------------
  */
  PAYMENTS_DRIVER: Env.schema.enum.optional(['local', 'mercadopago'] as const),
  MERCADOPAGO_ACCESS_TOKEN: Env.schema.string.optional(),
  MERCADOPAGO_WEBHOOK_SECRET: Env.schema.string.optional(),
  /** A production build on the local outside services (a demo, its tests): see production_guard. */
  ALLOW_LOCAL_DRIVERS: Env.schema.boolean.optional(),
})

/** Production never boots on the local captcha, outbox, plates or catalogue (production_guard). */
assertProductionDrivers((name) => env.get(name as never))

export default env
