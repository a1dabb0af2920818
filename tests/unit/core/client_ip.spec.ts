import { test } from '@japa/runner'
import { boundedIp, trustProxyFrom } from '#core/services/client_ip'

test.group('Client address', () => {
  test('no TRUSTED_PROXIES: no proxy is trusted', ({ assert }) => {
    const trust = trustProxyFrom(undefined)
    assert.isFalse(trust('127.0.0.1', 0))
    assert.isFalse(trustProxyFrom('')('10.0.0.1', 0))
  })

  test('addresses, CIDRs and keywords are trusted as listed', ({ assert }) => {
    const trust = trustProxyFrom('10.0.0.0/8, 192.168.1.5,loopback')
    assert.isTrue(trust('10.20.30.40', 0))
    assert.isTrue(trust('192.168.1.5', 0))
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isFalse(trust('192.168.1.6', 0))
  })

  test('a wrong setting names the variable', ({ assert }) => {
    assert.throws(() => trustProxyFrom('not-an-ip'), /TRUSTED_PROXIES/)
  })

  test('bounded: only an IP address, never longer than 45 characters', ({ assert }) => {
    assert.equal(boundedIp('203.0.113.7'), '203.0.113.7')
    assert.equal(boundedIp('2001:db8::1'), '2001:db8::1')
    assert.equal(boundedIp('9'.repeat(2000), '127.0.0.1'), '127.0.0.1')
    assert.equal(boundedIp('<script>', undefined), 'unknown')
    assert.equal(boundedIp(undefined, undefined), 'unknown')
  })
})
