import { test } from '@japa/runner'
import { ORDER_STATUSES } from '#orders/models/cart_shopping_header'
import { ALL_ORDER_STATUSES } from '#orders/rules/order_status'

/* Apart from order_status.spec.ts, which runs without the application (bin/unit-rules.js). */
test.group('Order statuses: rule and model', () => {
  test('the rule lists the model’s statuses, in the same order', ({ assert }) => {
    assert.deepEqual([...ALL_ORDER_STATUSES], [...ORDER_STATUSES])
  })
})
