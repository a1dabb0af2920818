import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { ORDER_PATHS, orderWorld } from '#tests/functional/orders/orders_helpers'

/** The dialog that cancels an order confirms with what it does ('Cancelar pedido'), not 'Guardar'. */
test.group('Order status dialog in the browser', (group) => {
  freshDatabase(group)

  test("the buyer cancels a pending order with 'Cancelar pedido'", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { buyer, order } = await orderWorld()
    await browserContext.loginAs(buyer)
    const page = await visit(ORDER_PATHS.purchasePage(order.id))
    await page.getByTestId('action-cancelled').click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' })
    await dialog.getByTestId('status-note').fill('Ya lo conseguí en otra tienda')
    assert.equal(await dialog.getByRole('button', { name: 'Guardar' }).count(), 0)
    await dialog.getByRole('button', { name: 'Cancelar pedido', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await order.refresh()
    assert.equal(order.status, 'cancelled')
    const change = await db
      .from('order_status_changes')
      .where('header_id', order.id)
      .orderBy('id', 'desc')
      .first()
    assert.equal(change.note, 'Ya lo conseguí en otra tienda')
  })
})
