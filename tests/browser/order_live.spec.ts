import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ChangeOrderStatus from '#orders/actions/change_order_status'
import type { TargetStatus } from '#orders/rules/order_status'
import { freshDatabase } from '#tests/helpers/database'
import { ORDER_PATHS, orderWorld } from '#tests/functional/orders/orders_helpers'

/**
 * Issue 19: the buyer's open order page (/repuestosGo/compras/{id}) follows its order live —
 * the store confirms, ships and delivers, and the page shows each status (and stops offering
 * 'Cancelar mi pedido' once confirmed) without a reload.
 */
test.group('Live order page in the browser', (group) => {
  freshDatabase(group)

  test('the buyer page follows confirmed, shipped, delivered without a reload', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const world = await orderWorld()
    await browserContext.loginAs(world.buyer)
    const page = await visit(ORDER_PATHS.purchasePage(world.order.id))
    const status = page.getByTestId('order-status').first()
    await status.getByText('Pendiente').waitFor()
    await page.getByRole('button', { name: 'Cancelar mi pedido' }).waitFor()
    // a mark on the window: a reload of the document would wipe it
    await page.evaluate(() => ((globalThis as any).__sameDocument = true))
    // the page's stream is open: Transmit's event stream answered
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('__transmit'))
    )
    await page.waitForTimeout(500)

    const change = await app.container.make(ChangeOrderStatus)
    const steps: [TargetStatus, string, string | null][] = [
      ['confirmed', 'Confirmado', null],
      ['shipped', 'Enviado', 'Guía 7788 de Servientrega'],
      ['delivered', 'Entregado', null],
    ]
    for (const [to, label, note] of steps) {
      await change.handle({
        order: world.order,
        side: 'store',
        to,
        note,
        actor: world.seller.owner,
      })
      await status.getByText(label).waitFor({ timeout: 10000 })
      assert.equal(
        await page.getByRole('button', { name: 'Cancelar mi pedido' }).count(),
        0,
        `no cancel once ${to}`
      )
    }
    await page.getByText('Guía 7788 de Servientrega').first().waitFor()
    assert.isTrue(await page.evaluate(() => (globalThis as any).__sameDocument === true))
  }).timeout(60000)
})
