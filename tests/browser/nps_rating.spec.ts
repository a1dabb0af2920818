import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { orderWorld } from '#tests/functional/orders/orders_helpers'
import { deliveredOrder, rateStore } from '#tests/functional/reports/nps_helpers'

/**
 * Issue 22 item 2, end to end in Chromium: a buyer with two delivered orders opens 'Mis
 * compras', is asked to rate the newest one, rates it 9 with a comment, asks to be reminded later
 * for the other (hidden for an hour: the modal does not come back), then opens the delivered
 * notice's link of that order and rates it 4 there. The store's public page then shows the
 * gauge with the store's NPS.
 */
test.group('NPS rating in the browser', (group) => {
  freshDatabase(group)

  test('a buyer rates a delivered order from Mis compras and from the notice link', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { buyer, seller, otherStore } = await orderWorld()
    const older = await deliveredOrder(buyer, otherStore, 3)
    const newest = await deliveredOrder(buyer, seller, 1)

    await browserContext.loginAs(buyer)
    const page = await visit('/repuestosGo/compras')
    const dialog = page.getByRole('dialog')
    await dialog
      .getByText('¿Qué tan probable es que recomiendes a Repuestos El Poblado a un amigo o colega?')
      .waitFor()
    await dialog.getByText(`Pedido Nº ${newest.refVenta}`).waitFor()

    // no score chosen: the form says so and sends nothing
    await dialog.getByTestId('nps-submit').click()
    await dialog.getByText('Elige una calificación de 0 a 10').waitFor()
    await dialog.getByTestId('nps-score-9').click()
    await dialog.getByTestId('nps-comment').fill('Llegó antes de lo prometido')
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/nps-modal.png` })
    await dialog.getByTestId('nps-submit').click()
    await page.getByText('¡Gracias por calificar tu compra!').first().waitFor()

    // the next delivered order is asked about; 'Recordarme más tarde' hides it for an hour
    await dialog.getByText('¿Qué tan probable es que recomiendes a AutoPartes Bogotá').waitFor()
    await dialog.getByTestId('nps-later').click()
    await dialog.waitFor({ state: 'hidden' })
    const rated = await db.from('nps_ratings').where('order_id', newest.id).first()
    assert.equal(Number(rated.score), 9)
    assert.equal(rated.comment, 'Llegó antes de lo prometido')
    assert.equal(rated.store_id, seller.store.id)
    await expectHidden(buyer.id)

    await page.reload()
    await page.getByRole('heading', { name: 'Mis compras' }).waitFor()
    await page.waitForTimeout(500)
    assert.equal(await page.getByTestId('nps-form').count(), 0, 'hidden for an hour')

    // the delivered notice's link opens the rating of that order at once
    const notice = await visit(`/repuestosGo/compras/${older.id}?calificar=1`)
    const modal = notice.getByRole('dialog')
    await modal.getByText(`Pedido Nº ${older.refVenta}`).waitFor()
    await modal.getByTestId('nps-score-4').click()
    await modal.getByTestId('nps-submit').click()
    await notice.getByText('¡Gracias por calificar tu compra!').first().waitFor()
    await notice.getByTestId('rate-purchase').waitFor({ state: 'detached' })
    const second = await db.from('nps_ratings').where('order_id', older.id).first()
    assert.equal(Number(second.score), 4)
    assert.isNull(second.comment)
  })

  test('the store page shows the animated gauge with the store’s NPS', async ({
    visit,
    assert,
  }) => {
    const { seller } = await orderWorld()
    // 10, 10, 9, 9, 8, 6, 2: (4 − 2) ÷ 7 × 100 = 28.6 → 29, 'Buena'
    await rateStore(seller.store.id, [10, 10, 9, 9, 8, 6, 2])
    const page = await visit(`/tienda/${seller.store.urlPath}`)
    const gauge = page.getByTestId('nps-gauge')
    await gauge.waitFor()
    assert.equal(await gauge.getAttribute('data-nps'), '29')
    // the needle and the figure step up to the score
    const deadline = Date.now() + 5000
    while ((await gauge.getByTestId('nps-value').textContent()) !== '29') {
      if (Date.now() > deadline) assert.fail('the gauge did not reach 29')
      await page.waitForTimeout(50)
    }
    assert.equal(await gauge.getByTestId('nps-band').textContent(), 'Buena')
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/nps-gauge.png` })
    await gauge.getByText('7 calificaciones').waitFor()
  })
})

async function expectHidden(userId: number) {
  const deadline = Date.now() + 5000
  for (;;) {
    const row = await db.from('users').where('id', userId).select('nps_form_hidden_until').first()
    if (row?.nps_form_hidden_until) return
    if (Date.now() > deadline) throw new Error('the modal was not hidden')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
