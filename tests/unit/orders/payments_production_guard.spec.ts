import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { productionDriverProblems } from '#core/services/production_guard'

/** Every other outside service real and complete: only the payment driver is in question. */
const REAL = {
  NODE_ENV: 'production',
  CAPTCHA_DRIVER: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'site',
  RECAPTCHA_SECRET_KEY: 'secret',
  WHATSAPP_DRIVER: 'cloud_api',
  WHATSAPP_PHONE_NUMBER_ID: '123',
  WHATSAPP_ACCESS_TOKEN: 'token',
  MAIL_DRIVER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USERNAME: 'user',
  SMTP_PASSWORD: 'pass',
  PLATE_LOOKUP_DRIVER: 'http',
  PLATE_LOOKUP_URL: 'https://placas.example.com',
  PLATE_LOOKUP_TOKEN: 'token',
  CATALOG_DRIVER: 'http',
  CATALOG_URL: 'https://catalogo.example.com',
  CATALOG_TOKEN: 'token',
}

test.group('Production refuses the local payment page', () => {
  test('PAYMENTS_DRIVER=local (the default) is named; Mercado Pago needs its two secrets', ({
    assert,
  }) => {
    assert.deepEqual(productionDriverProblems(REAL), [
      'PAYMENTS_DRIVER=local (the local payment page) is not allowed in production: set PAYMENTS_DRIVER=mercadopago with MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET, or ALLOW_LOCAL_DRIVERS=true for a demo',
    ])
    assert.deepEqual(
      productionDriverProblems({
        ...REAL,
        PAYMENTS_DRIVER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      }),
      ['PAYMENTS_DRIVER=mercadopago needs MERCADOPAGO_WEBHOOK_SECRET']
    )
    assert.deepEqual(
      productionDriverProblems({
        ...REAL,
        PAYMENTS_DRIVER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
        MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      }),
      []
    )
  })

  test('the server itself refuses to start in production with PAYMENTS_DRIVER=local', ({
    assert,
  }) => {
    const result = spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: {
        ...process.env,
        ...REAL,
        PORT: '3483',
        PAYMENTS_DRIVER: 'local',
        ALLOW_LOCAL_DRIVERS: 'false',
      },
      timeout: 60_000,
    })
    assert.notEqual(result.status, 0)
    const output = `${result.stdout}${result.stderr}`
    assert.match(
      output,
      /PAYMENTS_DRIVER=local \(the local payment page\) is not allowed in production/
    )
    assert.notMatch(output, /CAPTCHA_DRIVER/)
  }).timeout(60_000)
})
