/**
 * Production never runs on the local stand-ins of the outside services: the captcha that accepts
 * 'local-captcha-ok', WhatsApp and e-mail written to the dev outbox, the demo plates and
 * catalogue, the local payment page that marks orders paid without any money. With
 * NODE_ENV=production the app refuses to boot while one is selected (they are the defaults) or
 * while a real driver lacks its settings, naming each setting to give — unless
 * ALLOW_LOCAL_DRIVERS=true (a production build run as a demo, or its tests).
 */
interface Service {
  name: string
  variable: string
  local: string
  real: string
  /** Settings the real driver cannot work without. */
  needs: string[]
}

export const OUTSIDE_SERVICES: Service[] = [
  {
    name: 'captcha',
    variable: 'CAPTCHA_DRIVER',
    local: 'local',
    real: 'recaptcha',
    needs: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'],
  },
  {
    name: 'WhatsApp',
    variable: 'WHATSAPP_DRIVER',
    local: 'outbox',
    real: 'cloud_api',
    needs: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'],
  },
  {
    name: 'e-mail',
    variable: 'MAIL_DRIVER',
    local: 'outbox',
    real: 'smtp',
    needs: ['SMTP_HOST', 'SMTP_USERNAME', 'SMTP_PASSWORD'],
  },
  {
    name: 'plate lookup',
    variable: 'PLATE_LOOKUP_DRIVER',
    local: 'local',
    real: 'http',
    needs: ['PLATE_LOOKUP_URL', 'PLATE_LOOKUP_TOKEN'],
  },
  {
    name: 'parts catalogue',
    variable: 'CATALOG_DRIVER',
    local: 'local',
    real: 'http',
    needs: ['CATALOG_URL', 'CATALOG_TOKEN'],
  },
  {
    name: 'payment page',
    variable: 'PAYMENTS_DRIVER',
    local: 'local',
    real: 'mercadopago',
    needs: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
  },
]

/** What stops a production boot, one line per setting; empty when it may boot. */
export function productionDriverProblems(settings: Record<string, unknown>): string[] {
  if (settings.NODE_ENV !== 'production') return []
  if (settings.ALLOW_LOCAL_DRIVERS === true || settings.ALLOW_LOCAL_DRIVERS === 'true') return []
  const problems: string[] = []
  for (const service of OUTSIDE_SERVICES) {
    const chosen = String(settings[service.variable] ?? service.local)
    if (chosen === service.local) {
      problems.push(
        `${service.variable}=${chosen} (the local ${service.name}) is not allowed in production: set ${service.variable}=${service.real} with ${service.needs.join(', ')}, or ALLOW_LOCAL_DRIVERS=true for a demo`
      )
      continue
    }
    const missing = service.needs.filter((need) => !settings[need])
    if (missing.length) {
      problems.push(`${service.variable}=${chosen} needs ${missing.join(', ')}`)
    }
  }
  if (settings.DEV_OUTBOX_ENABLED === true || settings.DEV_OUTBOX_ENABLED === 'true') {
    problems.push('DEV_OUTBOX_ENABLED=true is not allowed in production (it shows every message)')
  }
  if (settings.WEBHOOKS_ALLOW_LOOPBACK === true || settings.WEBHOOKS_ALLOW_LOOPBACK === 'true') {
    problems.push(
      'WEBHOOKS_ALLOW_LOOPBACK=true is not allowed in production (webhooks to local receivers, for the bench only): set ALLOW_LOCAL_DRIVERS=true with it'
    )
  }
  return problems
}

/** Reads every setting the guard looks at through `read` (the validated env). */
export function assertProductionDrivers(read: (name: string) => unknown) {
  const names = [
    'NODE_ENV',
    'ALLOW_LOCAL_DRIVERS',
    'DEV_OUTBOX_ENABLED',
    'WEBHOOKS_ALLOW_LOOPBACK',
    ...OUTSIDE_SERVICES.flatMap((service) => [service.variable, ...service.needs]),
  ]
  const problems = productionDriverProblems(
    Object.fromEntries(names.map((name) => [name, read(name)]))
  )
  if (problems.length) {
    throw new Error(
      `Refusing to start in production with local or incomplete outside services:\n  - ${problems.join('\n  - ')}`
    )
  }
}
