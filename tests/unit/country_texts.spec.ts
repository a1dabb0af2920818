import { test } from '@japa/runner'
import { GARAGE_COUNTRY_TEXTS } from '#garage/rules/country_texts'
import { plateError } from '#garage/rules/plate'
import { vinError } from '#catalog/rules/vin'
import { PART_COUNTRY_TEXTS } from '#quotations/rules/country_texts'
import { SUPPLIER_TAX_ID } from '#stores/rules/supplier_messages'
import {
  ADDRESS_COUNTRY_TEXTS,
  hasPostalCode,
  mexicanAddressLine,
  MX_ADDRESS_TEXTS,
} from '#orders/rules/checkout_records'
import { missingFieldLabel, ORDER_COUNTRY_TEXTS } from '#orders/rules/country_texts'
import { colombianTermsIn } from '#tests/helpers/country_terms'

/** Every text of an object, flattened. */
const textsOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) || (value && typeof value === 'object')
      ? Object.values(value as object)
          .map(textsOf)
          .join('\n')
      : ''

test.group('Country texts (issue 21)', () => {
  test('the Mexican texts of each module name nothing Colombian', ({ assert }) => {
    const mexican = [
      GARAGE_COUNTRY_TEXTS.MX,
      PART_COUNTRY_TEXTS.MX,
      SUPPLIER_TAX_ID.MX,
      ADDRESS_COUNTRY_TEXTS.MX,
      MX_ADDRESS_TEXTS,
      ORDER_COUNTRY_TEXTS.MX,
    ]
    assert.deepEqual(colombianTermsIn(textsOf(mexican)), [])
    // and the Colombian ones are still Colombia's (the check can fail)
    assert.includeMembers(colombianTermsIn(textsOf(GARAGE_COUNTRY_TEXTS.CO)), [
      'tarjeta de propiedad',
      'C.C.',
      'cilindraje',
    ])
  })

  test("each example card shows a plate and a VIN that its country's rules accept", ({
    assert,
  }) => {
    for (const code of ['CO', 'MX'] as const) {
      const fields = GARAGE_COUNTRY_TEXTS[code].example.fields
      const plate = fields.find((field) => field.label === 'PLACA')!.value
      const vin = fields.find((field) => /VIN/.test(field.label))!.value
      assert.isNull(plateError(plate, code), `${code} plate ${plate}`)
      assert.isNull(vinError(vin), `${code} VIN ${vin}`)
    }
    const mexican = GARAGE_COUNTRY_TEXTS.MX.example.fields.map((field) => field.label)
    assert.includeMembers(mexican, ['NIV (VIN)', 'RFC', 'ENTIDAD'])
    assert.notInclude(textsOf(mexican), 'CILINDRAJE')
  })

  test('the billing identification is the RFC in Mexico only', ({ assert }) => {
    assert.equal(missingFieldLabel('identification', 'MX'), 'RFC')
    assert.equal(missingFieldLabel('identification', 'CO'), 'identificación')
    assert.equal(missingFieldLabel('address', 'MX'), 'dirección')
    assert.equal(ORDER_COUNTRY_TEXTS.MX.billingIdentification, 'RFC')
    assert.equal(ORDER_COUNTRY_TEXTS.CO.billingIdentification, 'Número de identificación')
    assert.isTrue(ORDER_COUNTRY_TEXTS.MX.billingWithNeighborhood)
    assert.isFalse(ORDER_COUNTRY_TEXTS.CO.billingWithNeighborhood)
  })

  test('the Colombian card keeps the name the spec gives it', ({ assert }) => {
    assert.equal(GARAGE_COUNTRY_TEXTS.CO.cardPhoto, 'Foto tarjeta propiedad')
    assert.equal(GARAGE_COUNTRY_TEXTS.MX.cardPhoto, 'Foto tarjeta de circulación')
  })

  test('a Mexican address line carries its colonia and código postal once', ({ assert }) => {
    const line = mexicanAddressLine('Av. Juárez 123, int. 4 ', ' Americana', '44160')
    assert.equal(line, 'Av. Juárez 123, int. 4, Col. Americana, C.P. 44160')
    assert.isTrue(hasPostalCode(line))
    assert.equal(mexicanAddressLine(line, 'Centro', '06000'), line)
    assert.isFalse(hasPostalCode('Calle 10 # 43-12, apto 301'))
  })
})
