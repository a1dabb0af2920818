import { test } from '@japa/runner'
import { EMPTY_DETAIL } from '#quotations/rules/details'
import {
  contactComplete,
  RESUME_MAX_AGE_MS,
  resumeDecision,
  skipPartsStep,
} from '#quotations/rules/wizard'

const contact = { name: 'Ana Gómez', city_id: 7, email: 'ana@example.com', mobile: '300 111 2233' }
const account = { mobile: '3001112233', mobileVerified: true }

test.group('Wizard auto-advance', () => {
  test('the parts step is skipped when the first line is already valid', ({ assert }) => {
    assert.isFalse(skipPartsStep([{ ...EMPTY_DETAIL }], false))
    assert.isTrue(skipPartsStep([{ ...EMPTY_DETAIL, name: 'Filtro de aire' }], false))
    assert.isFalse(skipPartsStep([{ ...EMPTY_DETAIL, name: 'Filtro de aire', amount: 0 }], false))
    assert.isFalse(
      skipPartsStep([{ ...EMPTY_DETAIL, name: 'Filtro de aire' }], true),
      'part number missing'
    )
    assert.isFalse(skipPartsStep([], false))
  })

  test('a signed-in user with complete, verified contact data finishes by itself', ({ assert }) => {
    assert.isTrue(contactComplete(contact, account))
    assert.isFalse(contactComplete(contact, null), 'a guest always verifies')
    assert.isFalse(contactComplete(contact, { ...account, mobileVerified: false }))
    assert.isFalse(contactComplete({ ...contact, mobile: '3009998877' }, account), 'another number')
    assert.isFalse(contactComplete({ ...contact, city_id: null }, account))
    assert.isFalse(contactComplete({ ...contact, email: 'ana@' }, account))
    assert.isFalse(contactComplete({ ...contact, name: 'A' }, account))
  })

  test('after login, a stored request with a named first part is sent, else parts open', ({
    assert,
  }) => {
    const now = 1_000_000_000
    const base = { vehicle: {}, hasReference: false, autoSend: true, savedAt: now - 1000 }
    assert.deepEqual(resumeDecision(null, now), { action: 'none' })
    const named = { ...base, details: [{ ...EMPTY_DETAIL, name: 'Llanta' }] }
    assert.equal(resumeDecision(named, now).action, 'send')
    const unnamed = { ...base, details: [{ ...EMPTY_DETAIL }] }
    assert.equal(resumeDecision(unnamed, now).action, 'parts')
    assert.equal(resumeDecision({ ...named, autoSend: false }, now).action, 'parts')
    assert.deepEqual(resumeDecision({ ...named, savedAt: now - RESUME_MAX_AGE_MS - 1 }, now), {
      action: 'none',
    })
  })
})
