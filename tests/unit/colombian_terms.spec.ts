import { test } from '@japa/runner'
import { COLOMBIAN_TERMS, colombianTermsIn } from '#tests/helpers/country_terms'

test.group('Colombian terms on a Mexican screen (tests/helpers/country_terms.ts)', () => {
  test('each term is found as a whole word, in the order of the list', ({ assert }) => {
    const colombian = [
      'NIT con dígito de verificación',
      'Número de cédula',
      'C.C. 1020304050',
      'Departamentos que atiendes',
      'Consulta en el RUNT',
      'Foto de la tarjeta de propiedad',
      'Valores en COP',
      'WhatsApp +57 300 111 2233',
      'LICENCIA DE TRÁNSITO',
      'Acepto la política de tratamiento de datos',
      'Cilindraje 1600',
      'Pastillas de freno delanteras',
      'Ej.: Calle 10 # 43-12, apto 301',
    ].join('\n')
    assert.deepEqual(colombianTermsIn(colombian), [...COLOMBIAN_TERMS])
    assert.deepEqual(colombianTermsIn('CEDULA de ciudadanía'), ['cédula'])
    assert.deepEqual(colombianTermsIn('Llámame al +573001112233'), ['+57'])
    assert.deepEqual(colombianTermsIn('Tarjetas  de propiedad'), ['tarjeta de propiedad'])
  })

  test('Mexican texts and words that merely contain a term do not count', ({ assert }) => {
    const mexican = [
      'RFC con homoclave',
      'Tarjeta de circulación',
      'Colonia y código postal',
      'WhatsApp +52 33 1234 5678, o +5215712345678',
      'Total: $1,234.50 MXN',
      'Unidad: UNIT; COPIA; copa; nitrógeno; RUNTIME; departamental',
      'Tel. 55 5712 3457',
    ].join('\n')
    assert.deepEqual(colombianTermsIn(mexican), [])
  })
})
