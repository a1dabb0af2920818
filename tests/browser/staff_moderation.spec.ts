import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE } from '#tests/helpers/vendor_detail'
import { chatWorld, requestChat, say } from '#tests/functional/chat/chat_helpers'
import { InfractionFactory } from '#database/factories/infraction_factory'

/**
 * Issue 23 'Moderación' in Chromium: a vendor sent their phone after 'No son datos de contacto';
 * a moderator finds it in the queue, opens it inside its conversation and deletes it — the
 * vendor's open chat loses it at once —; another item gets the chat suspended, and the vendor's
 * chat then says until when. 'Infracciones' lists the stores with infractions and opens a store's
 * history. At 375 px the pages do not overflow.
 *
 * SHOTS=dir saves each screen at 1280 px and at 375 px (for looking at them, not asserted).
 */

const PHONE = '3 1 5 - 2 2 3 - 4 4 5 5'
const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth'

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS
  if (!dir) return
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const [suffix, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${dir}/${name}-${suffix}.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}

/** No horizontal scroll of the whole page at 375 px (tables scroll inside their container). */
async function fitsPhone(page: Page) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.setViewportSize({ width: 375, height: 800 })
  const overflow = Number(await page.evaluate(OVERFLOW))
  await page.setViewportSize(size)
  return overflow
}

const messageIn = (panel: Locator, text: string) =>
  panel.getByTestId('chat-message').filter({ has: panel.page().getByText(text, { exact: true }) })

test.group('Staff: moderation in the browser', (group) => {
  freshDatabase(group)

  test("a moderator deletes a vendor's phone from the queue; the vendor's chat loses it live", async ({
    browser,
    browserContext,
    visit,
    client,
    assert,
    cleanup,
  }) => {
    const world = await chatWorld()
    const vendor = world.seller.owner
    const sent = await say(client, vendor, {
      ...requestChat(world),
      message: PHONE,
      confirmContactData: 1,
    })
    sent.assertStatus(201)

    // the vendor keeps their request page open, the chat connected
    const vendorContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    cleanup(() => vendorContext.close())
    await vendorContext.loginAs(vendor)
    const vendorPage = await vendorContext.newPage()
    await vendorPage.goto(`${DETAIL_PAGE(world.request.id)}?section=chat`)
    const vendorChat = vendorPage.locator(
      `[data-testid="chat-panel"][data-kind="quotationRequest"][data-transaction-id="${world.request.id}"]`
    )
    await vendorChat.and(vendorPage.locator('[data-stream="connected"]')).waitFor()
    await messageIn(vendorChat, PHONE).waitFor()

    // the moderator: the staff section → Moderación → the item
    await browserContext.loginAs(world.moderator)
    const page = await visit('/staff')
    await page.getByTestId('staff-nav-moderation').click()
    await page.getByRole('heading', { name: 'Moderación' }).waitFor()
    const row = page.getByTestId('moderation-item').filter({ hasText: PHONE })
    await row.getByText("Enviado tras 'No son datos de contacto'").waitFor()
    await row.getByText('Repuestos El Poblado').waitFor()
    assert.isAtMost(await fitsPhone(page), 0, 'the queue fits a phone')
    await shot(page, 'moderation-01-queue')

    await row.getByTestId('open-item').click()
    await page.getByRole('heading', { name: /Caso Nº/ }).waitFor()
    const flagged = page.locator('[data-testid="moderation-message"][data-flagged="true"]')
    await flagged.getByText(PHONE).waitFor()
    assert.isAtMost(await fitsPhone(page), 0, 'the item fits a phone')
    await shot(page, 'moderation-02-item')

    await page.getByTestId('action-delete').click()
    await page.getByTestId('confirm-delete').click()
    await page.getByText('Mensaje eliminado. La conversación ya no lo muestra.').waitFor()
    await page.getByTestId('item-resolved').getByText('Mensaje eliminado').waitFor()
    await page
      .locator('[data-testid="moderation-message"][data-deleted="true"]')
      .getByText(PHONE)
      .waitFor()
    await shot(page, 'moderation-03-resolved')

    // the vendor's open chat lost it without a reload
    await messageIn(vendorChat, PHONE).waitFor({ state: 'detached' })
  }).timeout(120_000)

  test("'Suspender chat' stops the vendor's chat with the date; 'Registrar infracción' opens its form", async ({
    browserContext,
    visit,
    client,
  }) => {
    const world = await chatWorld()
    const vendor = world.seller.owner
    ;(
      await say(client, vendor, { ...requestChat(world), message: PHONE, confirmContactData: 1 })
    ).assertStatus(201)

    await browserContext.loginAs(world.moderator)
    const page = await visit('/staff/moderacion')
    await page.getByTestId('open-item').first().click()
    await page.getByTestId('action-infraction').click()
    const form = page.getByRole('dialog', { name: 'Registrar infracción a Repuestos El Poblado' })
    await form.getByText('Evidencia: se adjunta la conversación').waitFor()
    await shot(page, 'moderation-04-infraction-form')
    await form.getByRole('button', { name: 'Cancelar' }).click()

    await page.getByTestId('action-suspend').click()
    const dialog = page.getByRole('dialog', { name: /Suspender el chat/ })
    await dialog.getByTestId('suspend-days').fill('5')
    await shot(page, 'moderation-05-suspend')
    await dialog.getByTestId('suspend-send').click()
    await page
      .getByText(/Chat suspendido hasta el/)
      .first()
      .waitFor()
    await page.getByTestId('item-resolved').getByText('Chat suspendido 5 días').waitFor()

    // the vendor's chat says until when
    await browserContext.clearCookies()
    await browserContext.loginAs(vendor)
    const vendorPage = await visit(`${DETAIL_PAGE(world.request.id)}?section=chat`)
    await vendorPage
      .getByTestId('chat-disabled')
      .getByText(/Tu chat está suspendido hasta el/)
      .waitFor()
    await shot(vendorPage, 'moderation-06-vendor-suspended')
  }).timeout(120_000)

  test("'Infracciones' finds a store by name and opens its history", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const world = await chatWorld()
    for (const store of [world.seller.store, world.otherStore.store]) {
      await InfractionFactory.merge({
        storeId: store.id,
        quotationRequestId: world.request.id,
        codeTransaction: world.request.code,
        registeredBy: world.moderator.id,
      }).create()
    }
    await browserContext.loginAs(world.moderator)
    const page = await visit('/staff')
    await page.getByTestId('staff-nav-infractions').click()
    await page.getByRole('heading', { name: 'Infracciones', exact: true }).waitFor()
    await page.getByTestId('infraction-store').nth(1).waitFor()
    await page.getByTestId('infraction-search').fill('bogota')
    await page.getByRole('button', { name: 'Buscar' }).click()
    // the other store was listed before the search: wait for the searched list itself
    await page.waitForFunction(
      `document.querySelectorAll('[data-testid="infraction-store"]').length === 1`
    )
    await page.getByTestId('infraction-store').getByText('AutoPartes Bogotá').waitFor()
    assert.isAtMost(await fitsPhone(page), 0, 'the stores fit a phone')
    await shot(page, 'infractions-01-stores')

    await page.getByRole('link', { name: 'Ver historial' }).click()
    await page.getByRole('heading', { name: 'Infracciones de AutoPartes Bogotá' }).waitFor()
    const row = page.getByTestId('infraction-row')
    await row.getByText('Compartir información de contacto').waitFor()
    await row.getByText(world.moderator.fullName).waitFor()
    await row
      .getByRole('link', { name: `Solicitud de cotización Nº ${world.request.code}` })
      .waitFor()
    assert.isAtMost(await fitsPhone(page), 0, 'the history fits a phone')
    await shot(page, 'infractions-02-history')
  }).timeout(120_000)
})
