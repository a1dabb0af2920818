import { test } from '@japa/runner'
import {
  containsContactData,
  detectContactData,
  fold,
  type ContactCheckContext,
  type ContactDataReason,
} from '#core/rules/contact_data'
import { containsContactData as observationsCheck } from '#quotations/rules/contact_data'

/**
 * The contact-data detector of doc 1 "Chat send" (app/core/rules/contact_data.ts), with the
 * obfuscations people use to slip a phone or an e-mail past it. Every row runs with the same
 * user: Carlos Ramírez of 'Repuestos Andina' in Medellín.
 */
const USER: ContactCheckContext = {
  fullName: 'Carlos Ramírez',
  storeName: 'Repuestos Andina',
  cityName: 'Medellín',
}

interface Positive {
  text: string
  reasons: ContactDataReason[]
  vendor?: boolean
}

const POSITIVES: Positive[] = [
  // Phones: plain digits with the usual separators
  { text: 'Llámame al 315 223 4455', reasons: ['phone'] },
  { text: 'Mi cel: 3152234455', reasons: ['phone'] },
  { text: '+57 315 223 4455', reasons: ['phone'] },
  { text: '+57 (315) 223-4455', reasons: ['phone'] },
  { text: 'Tel (604) 444-55-66', reasons: ['phone'] },
  { text: 'fijo 444 55 66', reasons: ['phone'] },
  { text: '315.223.4455', reasons: ['phone'] },
  { text: '315-223-4455', reasons: ['phone'] },
  { text: '(315) 2234455 llámame', reasons: ['phone'] },
  { text: 'número: 315 / 223 / 4455', reasons: ['phone'] },
  { text: 'Escríbeme al 3152234455 y te cuento', reasons: ['phone'] },
  { text: '315 223 44 55 gracias', reasons: ['phone'] },
  { text: 'modelo 2015, llama al 3152234455', reasons: ['phone'] },
  { text: '315 2015 4455', reasons: ['phone'] },
  // Phones: spaced or dotted digit by digit
  { text: '3 1 5 - 2 2 3 - 4 4 5 5', reasons: ['phone'] },
  { text: '3.1.5.2.2.3.4.4.5.5', reasons: ['phone'] },
  { text: '3_1_5_2_2_3_4_4_5_5', reasons: ['phone'] },
  { text: 'escribe al 3 15 22 34 45 5', reasons: ['phone'] },
  // Phones: digits as Spanish words, alone or mixed with digits
  { text: 'tres uno cinco dos dos tres cuatro cuatro cinco cinco', reasons: ['phone'] },
  { text: 'TRES UNO CINCO 223 44 55', reasons: ['phone'] },
  { text: 'Tres, uno, cinco, dos, dos, tres, cuatro', reasons: ['phone'] },
  { text: 'tres-uno-cinco-dos-dos-tres-cuatro', reasons: ['phone'] },
  { text: 'seis uno 2345678', reasons: ['phone'] },
  { text: 'cero tres uno cinco 2234455', reasons: ['phone'] },
  { text: 'mi número es 315 dos dos tres 4455', reasons: ['phone'] },
  { text: 'seis cero cuatro 444 55 66', reasons: ['phone'] },
  { text: 'nueve nueve nueve ocho ocho ocho siete', reasons: ['phone'] },
  { text: 'treinta y cinco, cuarenta y cuatro, veintidós, once', reasons: ['phone'] },
  {
    text: 'trescientos quince doscientos veintitrés cuarenta y cuatro cincuenta y cinco',
    reasons: ['phone'],
  },
  { text: 'tres1cinco2234455', reasons: ['phone'] },
  { text: 'diecinueve dieciséis veintiuno doce', reasons: ['phone'] },
  // Phones: emoji, keycaps and other digit look-alikes
  { text: '3️⃣1️⃣5️⃣2️⃣2️⃣3️⃣4️⃣4️⃣5️⃣5️⃣', reasons: ['phone'] },
  { text: '📞 315 223 4455', reasons: ['phone'] },
  { text: '☎ 4445566', reasons: ['phone'] },
  { text: '3📱1📱5📱2📱2📱3📱4📱4📱5📱5', reasons: ['phone'] },
  { text: '315 ✌️ 223 ✌️ 4455', reasons: ['phone'] },
  { text: '③①⑤②②③④④⑤⑤', reasons: ['phone'] },
  { text: '３１５２２３４４５５', reasons: ['phone'] },
  { text: '❸❶❺❷❷❸❹❹❺❺', reasons: ['phone'] },
  { text: '🔟 20 30 40', reasons: ['phone'] },
  // Phones: glued to a cue word, WhatsApp links
  { text: 'whatsapp3152234455', reasons: ['phone'] },
  { text: 'cel3152234455', reasons: ['phone'] },
  { text: 'https://wa.me/573152234455', reasons: ['phone'] },
  { text: 'wa.me/573152234455', reasons: ['phone'] },
  // E-mails, plain and disguised
  { text: 'Escríbeme a ventas@tienda.co', reasons: ['email'] },
  { text: 'JUAN.PEREZ@GMAIL.COM', reasons: ['email'] },
  { text: 'mi correo: juan_perez23@outlook.es', reasons: ['email'] },
  { text: 'mailto:juan@empresa.com.co', reasons: ['email'] },
  { text: 'juan arroba gmail punto com', reasons: ['email'] },
  { text: 'juan @ gmail . com', reasons: ['email'] },
  { text: 'juan(at)gmail(dot)com', reasons: ['email'] },
  { text: 'juan [at] gmail [dot] com', reasons: ['email'] },
  { text: 'juan (arroba) gmail (punto) com', reasons: ['email'] },
  { text: 'juan {arroba} yahoo {punto} com', reasons: ['email'] },
  { text: 'j u a n @ g m a i l . c o m', reasons: ['email'] },
  { text: 'juan arroba hotmail', reasons: ['email'] },
  { text: 'juan@gmail', reasons: ['email'] },
  { text: 'juan＠gmail．com', reasons: ['email'] },
  { text: 'ventas punto norte arroba gmail punto com', reasons: ['email'] },
  { text: 'juan.perez @ hotmail . com . co', reasons: ['email'] },
  // Addresses
  { text: 'Estamos en la Calle 10 # 43-12', reasons: ['street'] },
  { text: 'Cra. 45 con av 30', reasons: ['street'] },
  { text: 'cll 80 sur', reasons: ['street'] },
  { text: 'carrera cuarenta y cinco', reasons: ['street'] },
  { text: 'Avenida 68 local 3', reasons: ['street'] },
  { text: 'kra 7 # 12', reasons: ['street'] },
  { text: 'Dirección: 45 sur', reasons: ['street'] },
  { text: 'queda en el # 43-12', reasons: ['street'] },
  { text: 'la 10 bis 20', reasons: ['street'] },
  { text: 'Diagonal 25 sur', reasons: ['street'] },
  { text: 'transversal 5', reasons: ['street'] },
  { text: 'AV. 3 de la ciudad', reasons: ['street'] },
  // Own words: name, store and city words of more than 3 letters
  { text: 'Pregunta por Carlos', reasons: ['ownWords'] },
  { text: 'habla con RAMIREZ', reasons: ['ownWords'] },
  { text: 'somos Andina', reasons: ['ownWords'] },
  { text: 'Estamos en MEDELLIN', reasons: ['ownWords'] },
  { text: 'Repuestos Andina, a la orden', reasons: ['ownWords'] },
  // A vendor answering a quotation request
  { text: 'No lo tengo disponible', reasons: ['notAvailable'], vendor: true },
  { text: 'no está disponible', reasons: ['notAvailable'], vendor: true },
  { text: 'No hay disponibilidad', reasons: ['notAvailable'], vendor: true },
  { text: 'no tenemos disponibles esas referencias', reasons: ['notAvailable'], vendor: true },
  { text: 'ya no lo tenemos disponible en bodega', reasons: ['notAvailable'], vendor: true },
  { text: 'NO DISPONIBLE', reasons: ['notAvailable'], vendor: true },
  // Several at once, in the detector's fixed order
  { text: 'Carlos 3152234455', reasons: ['phone', 'ownWords'] },
  { text: 'juan@gmail.com o 315 223 4455', reasons: ['email', 'phone'] },
  { text: 'no disponible, llama al 3152234455', reasons: ['notAvailable', 'phone'], vendor: true },
]

interface Negative {
  text: string | null
  vendor?: boolean
}

const NEGATIVES: Negative[] = [
  // Prices
  { text: '$ 1.250.000' },
  { text: '1.250.000 pesos' },
  { text: 'cuesta 350 mil' },
  { text: '$350.000 COP' },
  { text: '1,250,000' },
  { text: 'precio 2.500.000,50' },
  { text: '$1250000' },
  { text: '1250000 pesos' },
  { text: '$ 1 250 000' },
  { text: 'Total: $ 12.345.678 con IVA.' },
  { text: 'cuesta ciento veinte mil' },
  { text: 'vale un millón doscientos cincuenta mil pesos' },
  { text: 'noventa y nueve mil novecientos noventa y nueve' },
  { text: 'dos de 150.000 y uno de 1.200.000' },
  // Part numbers, VINs, plates, references
  { text: '90915-YZZF2' },
  { text: '04465-33450' },
  { text: 'Ref 04465-33450, 04465-33471' },
  { text: '15400-PLM-A02' },
  { text: '0 986 452 041' },
  { text: 'A0004201220' },
  { text: '58101-1RA00' },
  { text: '9BWZZZ377VT004251' },
  { text: 'VIN 3VWFE21C04M000001' },
  { text: 'ABC123' },
  { text: 'placa ABC123, modelo 2015' },
  { text: 'Referencia 12345' },
  { text: 'cotización CT-000012 de la solicitud SC-000034' },
  { text: 'Pedido #123' },
  // Years, dates, times, measures
  { text: 'modelo 2015' },
  { text: '2015 - 2018' },
  { text: 'modelos 2012 2013 2014' },
  { text: 'sirve para 2015-2018, tengo 2 unidades' },
  { text: 'del 2010 al 2015' },
  { text: 'llega el 15/03/2024' },
  { text: 'entrega 2024-03-15' },
  { text: 'horario 8:00-12:00 y 14:00-18:00' },
  { text: 'lun-vie 8am-6pm, sáb 8am-2pm' },
  { text: 'llanta 205/55 R16' },
  { text: 'llanta 195/65/15' },
  { text: 'medidas 10.5 x 20.3 cm' },
  { text: 'cilindraje 1600, 16 válvulas' },
  { text: '4x4 2015' },
  { text: 'Mazda 3 2018 1.6' },
  { text: 'Mazda 3 2018 16 válvulas, 4 puertas' },
  { text: 'kit de embrague 1.4 8v Aveo 2008 2009 2010' },
  // Quantities and ordinary Spanish
  { text: 'necesito dos pastillas y un filtro' },
  { text: 'son 4 unidades' },
  { text: 'tengo uno o dos en bodega' },
  { text: 'llega en tres días' },
  { text: 'uno, dos, tres' },
  { text: 'cinco pastillas y seis discos' },
  { text: 'pieza 1 de 2' },
  { text: 'el kit trae 12 piezas y 4 tornillos' },
  { text: 'garantía de 6 meses, 2 unidades, envío 1 día' },
  { text: 'Precio incluye IVA. Entrega en 2 días' },
  { text: 'Hola, ¿cómo estás?' },
  { text: 'Envío a todo el país' },
  { text: '' },
  { text: null },
  // Links are stripped before looking
  { text: 'mira https://example.com/3152234455' },
  { text: 'www.tienda.com/ref/123456789' },
  // Words that only look like the triggers
  { text: 'el punto de venta está en el centro' },
  { text: 'la calle está cerrada' },
  { text: 'pásate por la avenida principal' },
  { text: 'juan en gmail' },
  { text: 'precio @ 5000. Gracias' },
  { text: '4x4 AT gasolina. Motor 2.0' },
  { text: 'una arroba de papa' },
  { text: 'Repuestos originales con garantía de fábrica' },
  { text: 'Tenemos repuestos para tu carro' },
  { text: 'Carlitos y Andinas' },
  // Availability that is not a refusal, or not a vendor on a request
  { text: 'Sí está disponible', vendor: true },
  { text: 'Está disponible, ¿no?', vendor: true },
  { text: 'No, está disponible', vendor: true },
  { text: 'Disponible para entrega inmediata', vendor: true },
  { text: 'No sé. Disponible mañana', vendor: true },
  { text: 'No lo tengo disponible' },
]

test.group('Contact data: the samples', () => {
  test('the tables are big enough', ({ assert }) => {
    assert.isAtLeast(POSITIVES.length, 60)
    assert.isAtLeast(NEGATIVES.length, 60)
  })

  test('"{text}" is {reasons}')
    .with(POSITIVES)
    .run(({ assert }, { text, reasons, vendor }) => {
      const context = { ...USER, vendorOnQuotationRequest: vendor }
      assert.deepEqual(detectContactData(text, context), reasons)
      assert.isTrue(containsContactData(text, context))
    })

  test('"{text}" passes')
    .with(NEGATIVES)
    .run(({ assert }, { text, vendor }) => {
      const context = { ...USER, vendorOnQuotationRequest: vendor }
      assert.deepEqual(detectContactData(text, context), [])
      assert.isFalse(containsContactData(text, context))
    })
})

test.group('Contact data: the user context', () => {
  test('own words: more than 3 letters, whole words, accents and case ignored', ({ assert }) => {
    const context = { fullName: 'Ana María Gómez', storeName: 'Frenos del Sur', cityName: 'Cali' }
    assert.deepEqual(detectContactData('pregunta por GOMEZ', context), ['ownWords'])
    assert.deepEqual(detectContactData('soy maría', context), ['ownWords'])
    assert.deepEqual(detectContactData('envío a cali', context), ['ownWords'], '4 letters count')
    assert.deepEqual(detectContactData('Ana te responde', context), [], '3 letters do not')
    assert.deepEqual(detectContactData('del sur', context), [], "'sur' and 'del' are short")
    assert.deepEqual(detectContactData('Gomezano, calidad', context), [], 'whole words only')
    assert.deepEqual(detectContactData('frenos nuevos', context), [], 'a trade word')
    assert.deepEqual(detectContactData('pregunta por gomez', {}), [], 'no context, no words')
  })

  test('known phrases: what the other party already sees is not own words', ({ assert }) => {
    const context = {
      fullName: 'Ana María Gómez',
      storeName: 'Frenos del Sur Andino',
      cityName: 'Medellín',
      knownPhrases: ['Frenos del Sur Andino', 'Medellín', null],
    }
    assert.deepEqual(detectContactData('Estoy en Medellín, ¿lo envían?', context), [])
    assert.deepEqual(detectContactData('En Frenos del Sur Andino lo tenemos', context), [])
    assert.deepEqual(detectContactData('pregunta por Gómez', context), ['ownWords'])
    assert.deepEqual(
      detectContactData('estamos en medellin', { ...context, knownPhrases: ['Bogotá'] }),
      ['ownWords'],
      'another city is not the one the request shows'
    )
    assert.deepEqual(detectContactData('Medellín 3152234455', context), ['phone'])
  })

  test('wholeNamesOnly: only the whole full name or store name, never the city', ({ assert }) => {
    const context = { ...USER, wholeNamesOnly: true }
    assert.deepEqual(detectContactData('somos Repuestos Andina', context), ['ownWords'])
    assert.deepEqual(detectContactData('pregunta por carlos ramirez', context), ['ownWords'])
    assert.deepEqual(detectContactData('somos Andina', context), [])
    assert.deepEqual(detectContactData('Pregunta por Carlos', context), [])
    assert.deepEqual(detectContactData('Estamos en Medellín', context), [])
    assert.deepEqual(detectContactData('Llama al 315 223 4455', context), ['phone'])
  })

  test('notAvailable only for a vendor on a quotation request', ({ assert }) => {
    assert.deepEqual(detectContactData('no lo tengo disponible', {}), [])
    assert.deepEqual(
      detectContactData('no lo tengo disponible', { vendorOnQuotationRequest: false }),
      []
    )
    assert.deepEqual(
      detectContactData('no lo tengo disponible', { vendorOnQuotationRequest: true }),
      ['notAvailable']
    )
    assert.deepEqual(
      detectContactData('no lo tengo ahora mismo en bodega disponible', {
        vendorOnQuotationRequest: true,
      }),
      [],
      'more than four words away'
    )
  })

  test('links are stripped first, except WhatsApp links', ({ assert }) => {
    assert.deepEqual(detectContactData('mira https://example.com/3152234455'), [])
    assert.deepEqual(detectContactData('http://example.com/juan@gmail.com'), [])
    assert.deepEqual(detectContactData('ver https://example.com/a y 3152234455'), ['phone'])
    assert.deepEqual(detectContactData('https://api.whatsapp.com/send?phone=573152234455'), [
      'phone',
    ])
  })

  test('known limits of telling numbers apart', ({ assert }) => {
    assert.deepEqual(detectContactData('GM 96535362'), ['phone'], 'a bare part number')
    assert.deepEqual(detectContactData('BMW 34 11 6 761 244'), ['phone'], 'a spaced part number')
    assert.deepEqual(detectContactData('315 223 2015'), [], 'the last four digits read as a year')
    assert.deepEqual(detectContactData('3.152.234.455'), [], 'written as a price')
  })
})

test.group('Contact data: helpers', () => {
  test('fold drops accents, keycap marks and compatibility forms', ({ assert }) => {
    assert.equal(fold('  Medellín  CAÑA\n'), 'medellin cana')
    assert.equal(fold('3️⃣1️⃣'), '31')
    assert.equal(fold('①３＠'), '13@')
  })

  test('observations (quotations) delegate with whole names only', ({ assert }) => {
    const context = { fullName: 'Carlos Ramírez', storeName: 'Repuestos Andina' }
    assert.isTrue(observationsCheck('tres uno cinco 223 44 55', context))
    assert.isTrue(observationsCheck('juan arroba gmail punto com', context))
    assert.isTrue(observationsCheck('Repuestos Andina', context))
    assert.isFalse(observationsCheck('Andina', context))
    assert.isFalse(observationsCheck('$ 1.250.000', context))
    assert.isFalse(observationsCheck('no lo tengo disponible', context))
  })
})
