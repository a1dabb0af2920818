import { test } from '@japa/runner'
import {
  adviserForAutomaticDiscard,
  canDiscard,
  canSeeCustomerContact,
  showClosedAlert,
  whatsappLink,
} from '#quotations/rules/vendor_detail'

const nobody = {
  staff: false,
  showCustomerData: false,
  showCustomerDataMarketplace: false,
}
const storeRequest = { storeId: 7 }
const marketplace = { storeId: null }

test.group('Request detail rules', () => {
  test('customer contact: staff (admins and module managers) always', ({ assert }) => {
    const staff = { ...nobody, staff: true }
    assert.isTrue(canSeeCustomerContact(staff, storeRequest))
    assert.isTrue(canSeeCustomerContact(staff, marketplace))
  })

  test('customer contact: showCustomerData for store requests, showCustomerDataMarketplace for marketplace ones', ({
    assert,
  }) => {
    assert.isFalse(canSeeCustomerContact(nobody, storeRequest))
    assert.isFalse(canSeeCustomerContact(nobody, marketplace))
    const storeFlag = { ...nobody, showCustomerData: true }
    assert.isTrue(canSeeCustomerContact(storeFlag, storeRequest))
    assert.isFalse(canSeeCustomerContact(storeFlag, marketplace))
    const marketFlag = { ...nobody, showCustomerDataMarketplace: true }
    assert.isFalse(canSeeCustomerContact(marketFlag, storeRequest))
    assert.isTrue(canSeeCustomerContact(marketFlag, marketplace))
  })

  test("'Descartar': a vendor who may triage, nothing quoted by the store, not yet discarded", ({
    assert,
  }) => {
    const details = [{ relatedQuotation: null }, { relatedQuotation: null }]
    assert.isTrue(canDiscard({ canTriage: true, discarded: false, details }))
    assert.isFalse(canDiscard({ canTriage: false, discarded: false, details }), 'staff')
    assert.isFalse(canDiscard({ canTriage: true, discarded: true, details }))
    assert.isFalse(
      canDiscard({
        canTriage: true,
        discarded: false,
        details: [{ relatedQuotation: null }, { relatedQuotation: { id: 1, code: 'CT-000001' } }],
      })
    )
  })

  test("'Solicitud cerrada' alert: not available and no quotation of the store", ({ assert }) => {
    assert.isTrue(showClosedAlert({ available: false, quotationsOfStore: 0 }))
    assert.isFalse(showClosedAlert({ available: false, quotationsOfStore: 1 }))
    assert.isFalse(showClosedAlert({ available: true, quotationsOfStore: 0 }))
  })

  test('WhatsApp link of a national or full number; none without a number', ({ assert }) => {
    assert.equal(whatsappLink('3001112233', '57'), 'https://wa.me/573001112233')
    assert.equal(whatsappLink('300 111 2233', '57'), 'https://wa.me/573001112233')
    assert.equal(whatsappLink('573001112233', '57'), 'https://wa.me/573001112233')
    assert.equal(whatsappLink('5512345678', '52'), 'https://wa.me/525512345678')
    assert.isNull(whatsappLink(null, '57'))
    assert.isNull(whatsappLink('', '57'))
  })

  test('automatic discard adviser: the acting adviser, else the first one, else none', ({
    assert,
  }) => {
    assert.equal(adviserForAutomaticDiscard(null, [9, 4, 6]), 4)
    assert.equal(adviserForAutomaticDiscard(6, [9, 4, 6]), 6)
    assert.equal(adviserForAutomaticDiscard(12, [9, 4]), 4, 'an adviser of another store')
    assert.isNull(adviserForAutomaticDiscard(null, []))
  })
})
