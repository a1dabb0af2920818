import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { Browser, BrowserContext, Locator, Page } from 'playwright'
import type User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, orderFrom, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 12, the chat end to end in Chromium, two people at once, each in a browser of their own:
 * a store's question on a request reaches the buyer's open page ('Preguntas del vendedor' counts
 * it without a reload), the answer and the read ticks travel back live; contact data is stopped
 * before it is stored; the quotation's chat and the order's chat work both ways; a moderator
 * writes to a chosen participant. Every wait targets what the page shows (a message, a tick, a
 * count, `data-stream="connected"` once the panel's live channel is subscribed), never a delay.
 *
 * SHOTS=dir saves each chat screen at 1280 px and at 375 px (for looking at them, not asserted).
 */

const PHOTO = app.makePath('tests/fixtures/photo.png')
/** A photo named as phones name them: the name is cut in the input and wraps in the viewer. */
const PHOTO_NAME = 'Foto_pastillas_de_freno_delanteras_desgastadas_lado_izquierdo_2026.png'
const PHONE_DIGITS = '3 1 5 - 2 2 3 - 4 4 5 5'
const PHONE_WORDS = 'Llámame al tres uno cinco dos dos tres cuatro cuatro cinco cinco'

/** How far the page is wider than the window (evaluated in the page). */
const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth'

/** 'Editar mensaje' puts the writer back in the chat's input (evaluated in the page). */
const INPUT_FOCUSED = `document.activeElement?.getAttribute('data-testid') === 'chat-input'`

async function shot(page: Page, name: string, focus?: Locator) {
  const dir = process.env.SHOTS
  if (!dir) return
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const [suffix, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport)
    if (focus) await focus.scrollIntoViewIfNeeded()
    const overflow = Number(await page.evaluate(OVERFLOW))
    if (overflow > 0) console.warn(`SHOTS ${name}-${suffix}: ${overflow}px of horizontal overflow`)
    await page.screenshot({ path: `${dir}/${name}-${suffix}.png` })
  }
  await page.setViewportSize(size)
}

/** A second person's browser, signed in, with one page open on `url`. */
async function openAs(
  browser: Browser,
  user: User,
  url: string,
  cleanup: (fn: () => Promise<void>) => void
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
  })
  cleanup(() => context.close())
  await context.loginAs(user)
  const page = await context.newPage()
  await page.goto(url)
  return { context, page }
}

/** The chat panel of one conversation on a page. */
const panelOf = (scope: Page | Locator, kind: string, transactionId: number) =>
  scope.locator(
    `[data-testid="chat-panel"][data-kind="${kind}"][data-transaction-id="${transactionId}"]`
  )

/** The panel once its live channel is subscribed: from then on nothing pushed is missed. */
const live = (panel: Locator) => panel.and(panel.page().locator('[data-stream="connected"]'))

/** One message of a panel by its text. */
const messageIn = (panel: Locator, text: string) =>
  panel.getByTestId('chat-message').filter({ has: panel.page().getByText(text, { exact: true }) })

const tickOf = (message: Locator, read: boolean) =>
  message.locator(`[data-testid="chat-tick"][data-read="${read}"]`)

test.group('Chat in the browser', (group) => {
  freshDatabase(group)

  test("a store's question reaches the buyer's open page; the answer and the ticks come back live", async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 2 })

    // the buyer's page is open before the store asks
    await browserContext.loginAs(buyer)
    const buyerChannel = browserContext.waitForEvent('response', {
      predicate: (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.status() === 204 &&
        response.request().postDataJSON()?.channel === `users/${buyer.id}/notifications`,
    })
    const groupsRead = browserContext.waitForEvent('response', {
      predicate: (response) =>
        response.url().endsWith(`/api/repuestosGo/chat/groups/${request.id}`) && response.ok(),
    })
    const buyerPage = await visit(BUYER_PAGE(request.id))
    const questions = buyerPage.getByTestId('seller-questions')
    // no question yet: the dialog does not open by itself, the badge says 0
    await Promise.all([buyerChannel, groupsRead])
    await buyerPage.locator('[data-testid="seller-questions"][data-unread="0"]').waitFor()

    const { page: vendorPage } = await openAs(
      browser,
      vendor.owner,
      DETAIL_PAGE(request.id),
      cleanup
    )
    const vendorChat = panelOf(vendorPage, 'quotationRequest', request.id)
    await vendorChat
      .getByTestId('chat-title')
      .getByText('¿Preguntas al cliente sobre la solicitud?')
      .waitFor()
    await vendorChat.getByTestId('chat-receiver').getByText('Comprador').waitFor()
    await vendorChat.getByTestId('chat-contact-notice').waitFor()
    await live(vendorChat).waitFor()
    await shot(vendorPage, '01-vendor-request-chat-empty', vendorChat)

    const question = '¿El vehículo es mecánico o automático?'
    const input = vendorChat.getByTestId('chat-input')
    await input.fill(question)
    await input.press('Control+Enter')
    const asked = messageIn(vendorChat, question)
    await tickOf(asked, false).waitFor()
    // the live push may show the message before the send's own answer empties the input
    await vendorChat.locator('[data-testid="chat-input"]:placeholder-shown').waitFor()
    assert.equal(await input.inputValue(), '', 'the input is emptied once sent')
    assert.equal(await asked.getAttribute('data-mine'), 'true')
    await shot(vendorPage, '02-vendor-request-chat-sent', vendorChat)

    // the buyer's badge counts it, no reload
    await buyerPage.locator('[data-testid="seller-questions"][data-unread="1"]').waitFor()
    await shot(buyerPage, '03-buyer-badge', questions)
    await questions.click()
    const dialog = buyerPage.getByRole('dialog', { name: 'Historial de Mensajes' })
    await dialog.getByRole('button', { name: /Vendedor 1/ }).waitFor()
    const buyerChat = panelOf(dialog, 'quotationRequest', request.id)
    await messageIn(buyerChat, question).waitFor()
    await live(buyerChat).waitFor()

    // the buyer read it: the store's tick turns ✓✓ on its open page
    await tickOf(asked, true).waitFor()
    await shot(buyerPage, '04-buyer-questions-modal', dialog)

    const answer = 'Es automático, gracias por preguntar.'
    await buyerChat.getByTestId('chat-input').fill(answer)
    await buyerChat.getByTestId('chat-send').click()
    const answered = messageIn(buyerChat, answer)
    await answered.waitFor()
    assert.equal(await answered.getAttribute('data-mine'), 'true')

    // the store receives it live, and reading it turns the buyer's tick ✓✓
    const received = messageIn(vendorChat, answer)
    await received.waitFor()
    assert.equal(await received.getAttribute('data-mine'), 'false')
    await tickOf(answered, true).waitFor()
    await shot(vendorPage, '05-vendor-request-chat-answered', vendorChat)
    await shot(buyerPage, '06-buyer-questions-answered', dialog)

    // closing the dialog leaves nothing unread
    await buyerPage.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await buyerPage.locator('[data-testid="seller-questions"][data-unread="0"]').waitFor()

    const stored = await ChatMessage.query().orderBy('id', 'asc')
    assert.deepEqual(
      stored.map((message) => [message.message, message.isRead]),
      [
        [question, true],
        [answer, true],
      ]
    )
  }).timeout(90000)

  test("a store's message with a phone number is stopped; 'Editar mensaje' keeps the text", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1 })
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const chat = panelOf(page, 'quotationRequest', request.id)
    const input = chat.getByTestId('chat-input')
    await input.waitFor()
    const warning = page.getByRole('dialog', { name: 'Datos de contacto' })

    // typed with digits and dashes, sent with the button
    await input.fill(PHONE_DIGITS)
    await chat.getByTestId('chat-send').click()
    await warning.getByText('parece contener datos de contacto', { exact: false }).waitFor()
    await shot(page, '07-contact-data-warning', warning)
    await warning.getByRole('button', { name: 'Editar mensaje' }).click()
    await warning.waitFor({ state: 'detached' })
    assert.equal(await input.inputValue(), PHONE_DIGITS)
    await page.waitForFunction(INPUT_FOCUSED)
    await chat.getByTestId('chat-empty').waitFor()

    // spelled out in words, sent with Ctrl+Enter
    await input.fill(PHONE_WORDS)
    await input.press('Control+Enter')
    await warning.getByRole('button', { name: 'No son datos de contacto' }).waitFor()
    await warning.getByRole('button', { name: 'Editar mensaje' }).click()
    await warning.waitFor({ state: 'detached' })
    assert.equal(await input.inputValue(), PHONE_WORDS)
    await page.waitForFunction(INPUT_FOCUSED)

    assert.equal(await chat.getByTestId('chat-message').count(), 0)
    assert.lengthOf(await ChatMessage.all(), 0, 'nothing stored')
  }).timeout(60000)

  test('the buyer asks on a purchase option with a photo; the store sees it live and answers', async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store)

    // the store's page is open, its quotation card unfolded, before the buyer asks
    await browserContext.loginAs(vendor.owner)
    const vendorPage = await visit(DETAIL_PAGE(request.id))
    const vendorChat = panelOf(vendorPage, 'quotation', quotation.id)
    await vendorChat
      .getByTestId('chat-title')
      .getByText('¿Tienes preguntas sobre la cotización?')
      .waitFor()
    await live(vendorChat).waitFor()
    // a store only answers: no input until the buyer wrote
    assert.equal(await vendorChat.getByTestId('chat-form').count(), 0)

    const { page: buyerPage } = await openAs(browser, buyer, BUYER_PAGE(request.id), cleanup)
    const block = buyerPage.locator(
      `[data-testid="quotation-block"][data-quotation-id="${quotation.id}"]`
    )
    await block.getByText('Opción de compra #1').waitFor()
    const buyerChat = panelOf(block, 'quotation', quotation.id)
    await live(buyerChat).waitFor()
    assert.equal(await buyerChat.getByTestId('chat-contact-notice').count(), 0)

    const question = '¿Las pastillas traen garantía? Le adjunto la foto de las mías.'
    await buyerChat.getByTestId('chat-input').fill(question)
    await buyerChat.getByTestId('chat-file-input').setInputFiles({
      name: PHOTO_NAME,
      mimeType: 'image/png',
      buffer: readFileSync(PHOTO),
    })
    await buyerChat.getByTestId('chat-file-name').getByText('Foto_pastillas_…').waitFor()
    await buyerChat.getByTestId('chat-send').click()
    const asked = messageIn(buyerChat, question)
    await asked.getByRole('img', { name: PHOTO_NAME }).waitFor()

    // the store sees the text and the photo live, and may now answer
    const received = messageIn(vendorChat, question)
    await received.getByRole('img', { name: PHOTO_NAME }).waitFor()
    await tickOf(asked, true).waitFor()
    const answer = 'Sí, tienen garantía de 6 meses.'
    await vendorChat.getByTestId('chat-input').fill(answer)
    await vendorChat.getByTestId('chat-send').click()
    await messageIn(vendorChat, answer).waitFor()
    const answered = messageIn(buyerChat, answer)
    await answered.waitFor()
    await tickOf(messageIn(vendorChat, answer), true).waitFor()
    await shot(buyerPage, '08-buyer-quotation-chat', buyerChat)
    await shot(vendorPage, '09-vendor-quotation-chat', vendorChat)

    // the photo opens in the viewer
    await answered.waitFor()
    await asked.getByRole('button', { name: `Ver imagen: ${PHOTO_NAME}` }).click()
    const viewer = buyerPage.getByRole('dialog', { name: PHOTO_NAME })
    await viewer.getByRole('link', { name: 'Abrir en otra pestaña' }).waitFor()
    await shot(buyerPage, '10-image-viewer', viewer)
    await buyerPage.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })

    const stored = await ChatMessage.query().where('quotation_id', quotation.id).orderBy('id')
    assert.deepEqual(
      stored.map((message) => [message.message, message.attachedFile?.length ?? 0, message.isRead]),
      [
        [question, 1, true],
        [answer, 0, true],
      ]
    )
  }).timeout(90000)

  test('a moderator writes to the buyer as administrator from the store page', async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store)
    const moderator = await UserFactory.apply('admin')
      .merge({
        manageMessagesModule: true,
        manageMessageDeletion: true,
        fullName: 'Mónica Moderadora',
      })
      .create()

    const { page: buyerPage } = await openAs(browser, buyer, BUYER_PAGE(request.id), cleanup)
    const buyerChat = panelOf(buyerPage, 'quotation', quotation.id)
    await live(buyerChat).waitFor()

    await browserContext.loginAs(moderator)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
    await card.getByRole('button', { name: new RegExp(quotation.code) }).click()
    const chat = panelOf(card, 'quotation', quotation.id)
    const picker = chat.getByRole('radiogroup', { name: 'Elige el destinatario' })
    await picker.waitFor()

    const notice = 'Hola, soy del equipo de soporte: ¿recibiste la cotización?'
    await chat.getByTestId('chat-input').fill(notice)
    await chat.getByTestId('chat-send').click()
    await chat.getByText('Elige el destinatario del mensaje').waitFor()
    await shot(page, '11-moderator-picker', chat)
    await picker.getByRole('radio', { name: buyer.fullName! }).check()
    await chat.getByTestId('chat-send').click()
    await messageIn(chat, notice).waitFor()

    // the buyer sees it live, from 'Administrador' with the crown
    const received = messageIn(buyerChat, notice)
    await received.getByTestId('chat-sender').getByText('Administrador').waitFor()
    await received.getByLabel('Mensaje enviado por un administrador').waitFor()
    await shot(page, '12-moderator-sent', chat)

    const [stored] = await ChatMessage.all()
    assert.equal(stored.senderUserId, moderator.id)
    assert.isTrue(stored.senderIsAdmin)
    assert.equal(stored.receiverUserId, buyer.id)
  }).timeout(90000)

  test("a moderator reads a store's questions on the store page and writes to the store", async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const moderator = await UserFactory.apply('admin')
      .merge({ manageMessagesModule: true, fullName: 'Mónica Moderadora' })
      .create()

    // the store asks before quoting
    const { page: vendorPage } = await openAs(
      browser,
      vendor.owner,
      DETAIL_PAGE(request.id),
      cleanup
    )
    const vendorChat = panelOf(vendorPage, 'quotationRequest', request.id)
    await live(vendorChat).waitFor()
    const question = '¿Necesita las pastillas delanteras y también las traseras?'
    await vendorChat.getByTestId('chat-input').fill(question)
    await vendorChat.getByTestId('chat-send').click()
    await messageIn(vendorChat, question).waitFor()

    // staff see the count, and the dialog only when they open it
    await browserContext.loginAs(moderator)
    const page = await visit(DETAIL_PAGE(request.id))
    const questions = page.getByTestId('seller-questions')
    await page.locator('[data-testid="seller-questions"][data-unread="1"]').waitFor()
    await questions.click()
    const dialog = page.getByRole('dialog', { name: 'Historial de Mensajes' })
    const chat = panelOf(dialog, 'quotationRequest', request.id)
    await messageIn(chat, question).waitFor()
    const picker = chat.getByRole('radiogroup', { name: 'Elige el destinatario' })
    await picker.getByRole('radio').first().waitFor()
    await shot(page, '15-moderator-seller-questions', dialog)

    const notice = 'El comprador recibirá tu pregunta en su solicitud.'
    await chat.getByTestId('chat-input').fill(notice)
    await picker.getByRole('radio', { name: new RegExp(vendor.owner.fullName!) }).check()
    await chat.getByTestId('chat-send').click()
    await messageIn(chat, notice).waitFor()
    const received = messageIn(vendorChat, notice)
    await received.getByTestId('chat-sender').getByText('Administrador').waitFor()
    // a moderator's reading does not mark the buyer's messages read
    const stored = await ChatMessage.query().orderBy('id', 'asc')
    assert.deepEqual(
      stored.map((message) => [message.message, message.receiverUserId]),
      [
        [question, buyer.id],
        [notice, vendor.owner.id],
      ]
    )
    assert.isFalse(stored[0].isRead)
  }).timeout(90000)

  test("the order's chat: the buyer's purchase page and the store's sale page", async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store)
    const order = await orderFrom(quotation, buyer.id, 1)

    await browserContext.loginAs(vendor.owner)
    const salePage = await visit(`/repuestosGo/ventas/${order.id}`)
    const saleChat = panelOf(salePage, 'order', order.id)
    await saleChat
      .getByTestId('chat-title')
      .getByText('¿Tienes preguntas sobre el pedido?')
      .waitFor()
    await live(saleChat).waitFor()

    const { page: purchasePage } = await openAs(
      browser,
      buyer,
      `/repuestosGo/compras/${order.id}`,
      cleanup
    )
    const purchaseChat = panelOf(purchasePage, 'order', order.id)
    await live(purchaseChat).waitFor()
    const question = '¿Cuándo despachan el pedido? Necesito la dirección de envío confirmada.'
    await purchaseChat.getByTestId('chat-input').fill(question)
    await purchaseChat.getByTestId('chat-input').press('Control+Enter')
    await messageIn(saleChat, question).waitFor()
    const answer = 'Mañana a primera hora, con guía de envío.'
    await saleChat.getByTestId('chat-input').fill(answer)
    await saleChat.getByTestId('chat-send').click()
    await tickOf(messageIn(saleChat, answer), true).waitFor()
    await tickOf(messageIn(purchaseChat, question), true).waitFor()

    // a long file name is cut (15 characters in the input, 20 in the list), a long word wraps
    const guide = 'Guia_de_envio_pedido_despacho_transportadora_Medellin_Antioquia.csv'
    const word = 'Referencia:BOSCH-PASTILLAS-CERAMICAS-DELANTERAS-CHEVROLET-SPARK-GT-LIMITED'
    await saleChat.getByTestId('chat-input').fill(word)
    await saleChat.getByTestId('chat-file-input').setInputFiles({
      name: guide,
      mimeType: 'text/csv',
      buffer: Buffer.from('guia,transportadora\n123456,Envia\n'),
    })
    await saleChat.getByTestId('chat-file-name').getByText('Guia_de_envio_p…').waitFor()
    await shot(salePage, '14-order-chat-store-file-picked', saleChat)
    await saleChat.getByTestId('chat-send').click()
    const file = messageIn(purchaseChat, word).getByRole('link', { name: `Descargar ${guide}` })
    await file.getByText('Guia_de_envio_pedido…').waitFor()
    const download = await purchasePage.request.get((await file.getAttribute('href'))!)
    assert.equal(download.status(), 200)
    assert.include(await download.text(), '123456,Envia')
    await shot(purchasePage, '13-order-chat-buyer', purchaseChat)
    await shot(salePage, '14-order-chat-store', saleChat)

    // on a phone the long word and the file name stay inside the screen
    await purchasePage.setViewportSize({ width: 375, height: 800 })
    await messageIn(purchaseChat, word).scrollIntoViewIfNeeded()
    // at most 0: with the scrollbar's gutter kept (html { scrollbar-gutter: stable }) the page
    // may be narrower than the window
    assert.isAtMost(
      Number(await purchasePage.evaluate(OVERFLOW)),
      0,
      'no horizontal scroll at 375 px'
    )
  }).timeout(90000)
})
