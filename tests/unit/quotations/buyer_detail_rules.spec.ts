import { test } from '@japa/runner'
import { registry } from '../../../.adonisjs/client/registry/index.js'
import { makeUrl } from '../../../inertia/lib/url_pattern.js'
import {
  initialQuantities,
  purchaseLines,
  purchaseTotals,
  quantityError,
  selectionErrors,
  selectionValid,
} from '#quotations/rules/buyer_purchase'
import {
  averageStars,
  contactVendorLink,
  quotationsCountLinks,
  starsOfScore,
} from '#quotations/rules/buyer_detail'

const items = [
  { id: 1, unit_price: '85000.50', availablePurchaseQuantity: 2 },
  { id: 2, unit_price: '12000.00', availablePurchaseQuantity: 0 },
  { id: 3, unit_price: '999.99', availablePurchaseQuantity: 5 },
]

test.group('Buyer purchase rules (doc 3 §5 Buyer, doc 1 §8 Quantity)', () => {
  test('each quantity: empty, below zero, above what is left, or fine', ({ assert }) => {
    assert.equal(quantityError('', 2), 'Por favor ingrese la cantidad a comprar')
    assert.equal(quantityError(null, 2), 'Por favor ingrese la cantidad a comprar')
    assert.equal(quantityError(-1, 2), 'La cantidad debe ser mayor a cero')
    assert.equal(quantityError(1.5, 2), 'La cantidad debe ser mayor a cero')
    assert.equal(
      quantityError(3, 2),
      'La cantidad disponible es de 2 unidades. Intenta con una cantidad menor.'
    )
    assert.isNull(quantityError(0, 2), '0: not bought')
    assert.isNull(quantityError('2', 2))
  })

  test('at least one product with a positive quantity', ({ assert }) => {
    const none = selectionErrors(items, { 1: 0, 2: 0, 3: 0 })
    assert.deepEqual(none.items, {})
    assert.equal(
      none.selection,
      'Debe seleccionar al menos un producto y especificar la cantidad que desea comprar.'
    )
    assert.isFalse(selectionValid(items, { 1: 0, 2: 0, 3: 0 }))
    const wrong = selectionErrors(items, { 1: 3, 2: 0, 3: 1 })
    assert.deepEqual(Object.keys(wrong.items), ['1'])
    assert.isNull(wrong.selection)
    assert.isTrue(selectionValid(items, { 1: 2, 2: 0, 3: 0 }))
    assert.deepEqual(purchaseLines(items, { 1: 2, 2: 0, 3: '3' }), [
      { id: 1, purchased_amount: 2 },
      { id: 3, purchased_amount: 3 },
    ])
    assert.deepEqual(purchaseLines(items, { 1: 3, 3: 1 }), [{ id: 3, purchased_amount: 1 }])
    assert.deepEqual(initialQuantities(items), { 1: 2, 2: 0, 3: 5 })
  })

  test('the total of what is chosen, exact, with the shipping value once', ({ assert }) => {
    const added = { shipping_option: 'added' as const, shipping_cost: '12000.00' }
    assert.deepEqual(purchaseTotals(items, { 1: 2, 3: 1 }, added), {
      subtotal: '171000.99',
      shipping: '12000.00',
      total: '183000.99',
    })
    const included = { shipping_option: 'included' as const, shipping_cost: null }
    assert.equal(purchaseTotals(items, { 1: 1 }, included).total, '85000.50')
    assert.deepEqual(purchaseTotals(items, { 1: 0 }, added), {
      subtotal: '0.00',
      shipping: '0.00',
      total: '0.00',
    })
  })
})

test.group('Buyer detail rules', () => {
  test('stars out of 5 from NPS scores', ({ assert }) => {
    assert.equal(starsOfScore(9), 4.5)
    assert.equal(starsOfScore(10), 5)
    assert.equal(starsOfScore(0), 0)
    assert.equal(averageStars(7.5, 2), 3.8)
    assert.isNull(averageStars(null, 0))
  })

  test('Contactar vendedor: WhatsApp with a message naming the quotation', ({ assert }) => {
    const link = contactVendorLink({
      mobile: '300 123 4567',
      phonePrefix: '57',
      productName: 'Repuestos',
      quotationCode: 'CT-000012',
      requestCode: 'SC-000034',
    })!
    assert.isTrue(link.startsWith('https://wa.me/573001234567?text='))
    assert.equal(
      decodeURIComponent(link.split('?text=')[1]),
      'Hola, te escribo desde Repuestos por la cotización CT-000012 de mi solicitud SC-000034.'
    )
    assert.isNull(
      contactVendorLink({
        mobile: null,
        phonePrefix: '57',
        productName: 'Repuestos',
        quotationCode: 'CT-1',
        requestCode: 'SC-1',
      })
    )
  })

  test("the list's count links to the request's detail page; no count, no link", ({ assert }) => {
    assert.isTrue(quotationsCountLinks(1))
    assert.isTrue(quotationsCountLinks(3))
    assert.isFalse(quotationsCountLinks(0))
    const route = registry.routes.QuotationRequestDetailCustomer as { pattern: string }
    assert.equal(makeUrl(route.pattern, { id: 42 }), '/repuestosGo/quotationRequestDetail/42')
  })
})
