import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { productionDriverProblems } from '#core/services/production_guard'

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
  PAYMENTS_DRIVER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'token',
  MERCADOPAGO_WEBHOOK_SECRET: 'secret',
}

test.group('Production refuses the local outside services', () => {
  test('every local driver (the defaults) is named with the setting to give', ({ assert }) => {
    const problems = productionDriverProblems({ NODE_ENV: 'production' })
    for (const variable of [
      'CAPTCHA_DRIVER=local',
      'WHATSAPP_DRIVER=outbox',
      'MAIL_DRIVER=outbox',
      'PLATE_LOOKUP_DRIVER=local',
      'CATALOG_DRIVER=local',
    ]) {
      assert.isTrue(
        problems.some((problem) => problem.startsWith(variable)),
        variable
      )
    }
    assert.match(
      problems[0],
      /set CAPTCHA_DRIVER=recaptcha with RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY/
    )
  })

  test('real drivers with their settings boot; a missing secret is named', ({ assert }) => {
    assert.deepEqual(productionDriverProblems(REAL), [])
    assert.deepEqual(productionDriverProblems({ ...REAL, RECAPTCHA_SECRET_KEY: '' }), [
      'CAPTCHA_DRIVER=recaptcha needs RECAPTCHA_SECRET_KEY',
    ])
  })

  test('the demo flag lets it boot; development never checks', ({ assert }) => {
    assert.deepEqual(
      productionDriverProblems({ NODE_ENV: 'production', ALLOW_LOCAL_DRIVERS: true }),
      []
    )
    assert.deepEqual(productionDriverProblems({ NODE_ENV: 'development' }), [])
    assert.deepEqual(productionDriverProblems({ ...REAL, DEV_OUTBOX_ENABLED: true }).length, 1)
  })

  test('webhooks to loopback receivers (the bench switch) only with the demo flag', ({
    assert,
  }) => {
    assert.deepEqual(productionDriverProblems({ ...REAL, WEBHOOKS_ALLOW_LOOPBACK: 'true' }), [
      'WEBHOOKS_ALLOW_LOOPBACK=true is not allowed in production (webhooks to local receivers, for the bench only): set ALLOW_LOCAL_DRIVERS=true with it',
    ])
    assert.deepEqual(
      productionDriverProblems({
        ...REAL,
        WEBHOOKS_ALLOW_LOOPBACK: true,
        ALLOW_LOCAL_DRIVERS: true,
      }),
      []
    )
    assert.deepEqual(productionDriverProblems({ ...REAL, WEBHOOKS_ALLOW_LOOPBACK: false }), [])
  })

  test('the server itself refuses to start in production on the local captcha', ({ assert }) => {
    const result = spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', PORT: '3482', CAPTCHA_DRIVER: 'local' },
      timeout: 60_000,
    })
    assert.notEqual(result.status, 0)
    assert.match(
      `${result.stdout}${result.stderr}`,
      /CAPTCHA_DRIVER=local \(the local captcha\) is not allowed in production/
    )
  }).timeout(60_000)
})
