import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  checkCode,
  codeExpiry,
  CODE_MAX_ATTEMPTS,
  generateCode,
  hashCode,
  type StoredCode,
} from '#users/rules/authentication_code'

const SECRET = 'unit-test-secret-unit-test-secret'
const now = DateTime.fromISO('2026-11-22T12:00:00Z')

function stored(code: string, overrides: Partial<StoredCode> = {}): StoredCode {
  return {
    codeHash: hashCode(code, '3001234567', SECRET),
    mobile: '3001234567',
    attempts: 0,
    expiresAt: codeExpiry(now),
    usedAt: null,
    ...overrides,
  }
}

test.group('WhatsApp code rules', () => {
  test('codes have 6 digits, leading zeros kept', ({ assert }) => {
    for (let i = 0; i < 200; i++) assert.match(generateCode(), /^\d{6}$/)
  })

  test('the hash never contains the code and depends on the number', ({ assert }) => {
    const hash = hashCode('123456', '3001234567', SECRET)
    assert.notInclude(hash, '123456')
    assert.notEqual(hash, hashCode('123456', '3001234568', SECRET))
  })

  test('the right code opens it', ({ assert }) => {
    assert.equal(checkCode(stored('012345'), '012345', SECRET, now), 'ok')
  })

  test('a wrong or malformed code does not', ({ assert }) => {
    assert.equal(checkCode(stored('012345'), '012346', SECRET, now), 'wrong')
    assert.equal(checkCode(stored('012345'), '12345', SECRET, now), 'wrong')
    assert.equal(checkCode(stored('012345'), 'abcdef', SECRET, now), 'wrong')
  })

  test('codes expire after 10 minutes', ({ assert }) => {
    const code = stored('111111')
    assert.equal(checkCode(code, '111111', SECRET, now.plus({ minutes: 9, seconds: 59 })), 'ok')
    assert.equal(checkCode(code, '111111', SECRET, now.plus({ minutes: 10 })), 'expired')
  })

  test('a used code is spent', ({ assert }) => {
    assert.equal(checkCode(stored('111111', { usedAt: now }), '111111', SECRET, now), 'used')
  })

  test('after 5 tries even the right code is refused', ({ assert }) => {
    assert.equal(CODE_MAX_ATTEMPTS, 5)
    assert.equal(checkCode(stored('111111', { attempts: 4 }), '111111', SECRET, now), 'ok')
    assert.equal(
      checkCode(stored('111111', { attempts: 5 }), '111111', SECRET, now),
      'too_many_attempts'
    )
  })
})
