import { test } from '@japa/runner'
import {
  detailErrors,
  EMPTY_DETAIL,
  isTyreName,
  normalizePartName,
  rimDimensionsComplete,
  tyreSizeLabel,
  type WizardDetail,
} from '#quotations/rules/details'

const line = (patch: Partial<WizardDetail>): WizardDetail => ({
  ...EMPTY_DETAIL,
  name: 'Filtro de aceite',
  ...patch,
})

test.group('Requested part lines', () => {
  test('names are trimmed and their spaces folded', ({ assert }) => {
    assert.equal(normalizePartName('  pastillas   de\tfreno  '), 'pastillas de freno')
  })

  test('a name has 3 to 128 characters', ({ assert }) => {
    assert.deepEqual(detailErrors(line({ name: 'ab' }), { hasReference: false }), {
      name: 'El nombre de la autoparte no es válido',
    })
    assert.deepEqual(detailErrors(line({ name: '   a     ' }), { hasReference: false }), {
      name: 'El nombre de la autoparte no es válido',
    })
    assert.deepEqual(detailErrors(line({ name: 'x'.repeat(129) }), { hasReference: false }), {
      name: 'Utiliza máximo 128 caracteres',
    })
    assert.deepEqual(detailErrors(line({ name: 'x'.repeat(128) }), { hasReference: false }), {})
  })

  test('quantity {amount} is {verdict}')
    .with([
      { amount: 1, verdict: 'valid' },
      { amount: '25', verdict: 'valid' },
      { amount: 100000, verdict: 'valid' },
      { amount: 100001, verdict: 'invalid' },
      { amount: 0, verdict: 'invalid' },
      { amount: -2, verdict: 'invalid' },
      { amount: 1.5, verdict: 'invalid' },
      { amount: null, verdict: 'invalid' },
      { amount: 'dos', verdict: 'invalid' },
    ])
    .run(({ assert }, { amount, verdict }) => {
      const errors = detailErrors(line({ amount: amount as never }), { hasReference: false })
      if (verdict === 'valid') assert.notProperty(errors, 'amount')
      else assert.equal(errors.amount, 'La cantidad no es válida.')
    })

  test('the part number is required with the reference checkbox, up to 64', ({ assert }) => {
    assert.notProperty(detailErrors(line({ reference: '' }), { hasReference: false }), 'reference')
    assert.equal(
      detailErrors(line({ reference: ' ' }), { hasReference: true }).reference,
      'Escribe el número de parte del repuesto'
    )
    assert.equal(
      detailErrors(line({ reference: 'x'.repeat(65) }), { hasReference: true }).reference,
      'Utiliza máximo 64 caracteres'
    )
    assert.deepEqual(detailErrors(line({ reference: '04465-0K290' }), { hasReference: true }), {})
  })
})

test.group('Tyre items', () => {
  test('"{name}" is a tyre: {tyre}')
    .with([
      { name: 'Llantas', tyre: true },
      { name: 'llanta delantera', tyre: true },
      { name: 'Neumático de repuesto', tyre: true },
      { name: 'NEUMATICOS', tyre: true },
      { name: 'goma trasera', tyre: true },
      { name: 'Gomas', tyre: true },
      { name: 'Rin de llanta', tyre: true },
      { name: 'gomina', tyre: false },
      { name: 'Pastillas de freno', tyre: false },
      { name: 'llantería', tyre: false },
    ])
    .run(({ assert }, { name, tyre }) => {
      assert.equal(isTyreName(name), tyre)
    })

  test('dimensions count only when width, profile and RIN are all there', ({ assert }) => {
    assert.isFalse(rimDimensionsComplete(null))
    assert.isFalse(rimDimensionsComplete({ rimWidth: '205', rimProfile: '', rinSize: 'R16' }))
    assert.isFalse(rimDimensionsComplete({ rimWidth: '205', rimProfile: '55', rinSize: '  ' }))
    assert.isTrue(rimDimensionsComplete({ rimWidth: '205', rimProfile: '55', rinSize: 'R16' }))
    assert.equal(
      tyreSizeLabel({ rimWidth: ' 205', rimProfile: '55 ', rinSize: 'R16' }),
      '205 / 55 / R16'
    )
  })

  test("tyre size 'width / profile / RIN': one R, whatever the RIN was stored as", ({ assert }) => {
    assert.equal(
      tyreSizeLabel({ rimWidth: '175', rimProfile: '70', rinSize: 'R14' }),
      '175 / 70 / R14'
    )
    assert.equal(
      tyreSizeLabel({ rimWidth: '205', rimProfile: '55', rinSize: '16' }),
      '205 / 55 / R16'
    )
    assert.equal(tyreSizeLabel({ rimWidth: '265', rimProfile: null, rinSize: null }), '265 / - / -')
    assert.isNull(tyreSizeLabel({ rimWidth: null, rimProfile: null, rinSize: null }))
    assert.isNull(tyreSizeLabel(null))
  })
})
