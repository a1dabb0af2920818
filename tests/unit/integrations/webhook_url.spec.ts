import { test } from '@japa/runner'
import { addressIsPrivate, checkWebhookUrl } from '#integrations/rules/webhook_url'

const DEV = { allowLoopbackHttp: true, refusePrivateHosts: false }
const PRODUCTION = { allowLoopbackHttp: false, refusePrivateHosts: true }

test.group('Webhook URL rule', () => {
  test('HTTPS is accepted; anything else is refused in Spanish', ({ assert }) => {
    assert.isNull(checkWebhookUrl('https://erp.tienda.com/hooks?x=1', PRODUCTION))
    assert.isNull(checkWebhookUrl('  https://erp.tienda.com/hooks  ', DEV))
    assert.equal(
      checkWebhookUrl('http://erp.tienda.com/hooks', DEV),
      'La URL debe empezar con https://'
    )
    assert.equal(checkWebhookUrl('ftp://erp.tienda.com', DEV), 'La URL debe empezar con https://')
    assert.equal(checkWebhookUrl('erp.tienda.com/hooks', DEV), 'La URL del webhook no es válida')
    assert.equal(checkWebhookUrl('', DEV), 'Escribe la URL de tu webhook')
    assert.equal(
      checkWebhookUrl('https://user:pass@erp.tienda.com', DEV),
      'La URL no puede incluir usuario ni contraseña'
    )
    assert.equal(
      checkWebhookUrl(`https://erp.tienda.com/${'a'.repeat(2030)}`, DEV),
      'La URL admite máximo 2048 caracteres'
    )
  })

  test('http only to loopback, and only in development and tests', ({ assert }) => {
    for (const url of [
      'http://127.0.0.1:4000/h',
      'http://localhost:4000/h',
      'http://[::1]:4000/h',
    ]) {
      assert.isNull(checkWebhookUrl(url, DEV), url)
      assert.equal(
        checkWebhookUrl(url, PRODUCTION),
        'Solo se permite http:// hacia 127.0.0.1, ::1 o localhost, y únicamente en desarrollo o pruebas',
        url
      )
    }
    assert.equal(checkWebhookUrl('http://10.0.0.5/h', DEV), 'La URL debe empezar con https://')
  })

  test('production refuses private, loopback and link-local hosts (SSRF)', ({ assert }) => {
    const refused =
      'La URL apunta a una dirección privada o local: usa una dirección pública de tu servidor'
    for (const url of [
      'https://10.0.0.5/h',
      'https://172.20.1.1/h',
      'https://192.168.1.10/h',
      'https://127.0.0.1/h',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/h',
      'https://[fe80::1]/h',
      'https://[fd00::1]/h',
      'https://[::ffff:10.0.0.1]/h',
      'https://localhost/h',
      'https://0.0.0.0/h',
    ]) {
      assert.equal(checkWebhookUrl(url, PRODUCTION), refused, url)
    }
    assert.isNull(checkWebhookUrl('https://8.8.8.8/h', PRODUCTION))
    assert.isNull(
      checkWebhookUrl('https://10.0.0.5/h', DEV),
      'development may reach its own network'
    )
  })

  test('addressIsPrivate', ({ assert }) => {
    for (const address of [
      '10.1.1.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '127.0.0.53',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fc00::1',
      'fe80::abcd',
      '::ffff:192.168.1.1',
    ]) {
      assert.isTrue(addressIsPrivate(address), address)
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '190.85.1.1', '2800:3f0:4001::200e']) {
      assert.isFalse(addressIsPrivate(address), address)
    }
  })
})
