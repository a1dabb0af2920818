import { test } from '@japa/runner'
import { ChatMessageFactory } from '#database/factories/chat_message_factory'
import Infraction from '#moderation/models/infraction'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin } from '#tests/helpers/requests'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 21: each notice's link opens the thing it announces, in Chromium.
 * - A vendor's question (`?preguntas={storeId}`): the buyer's request page opens 'Preguntas del
 *   vendedor' on that store's chat, the question showing — even when already read (without the
 *   link a read question does not open the dialog).
 * - An infraction (`/tienda/{storeUrl}/infracciones?infraccion={id}`): the store's infractions
 *   page, that one highlighted.
 */
test.group('Notice links in the browser', (group) => {
  freshDatabase(group)

  test("a vendor's question opens 'Preguntas del vendedor' on its chat", async ({
    browserContext,
    visit,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const question = '¿Las pastillas son para el eje delantero?'
    await ChatMessageFactory.merge({
      message: question,
      quotationRequestId: request.id,
      storeId: vendor.store.id,
      senderUserId: vendor.owner.id,
      receiverUserId: buyer.id,
      isRead: true,
    }).create()
    await browserContext.loginAs(buyer)

    const page = await visit(`${BUYER_PAGE(request.id)}?preguntas=${vendor.store.id}`)
    const dialog = page.getByRole('dialog', { name: 'Historial de Mensajes' })
    await dialog.getByText(question, { exact: true }).waitFor({ timeout: 30000 })
    await dialog.getByTestId('seller-questions-empty').waitFor({ state: 'detached' })
  }).timeout(90000)

  test('the infraction notice opens the store’s infractions, that one highlighted', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { vendor } = await detailFixtures({ parts: 1 })
    const admin = await makeAdmin()
    const base = {
      storeId: vendor.store.id,
      notifyTheSeller: true,
      infractionFile: null,
      registeredBy: admin.id,
    }
    await Infraction.create({
      ...base,
      codeTransaction: 'CT-000001',
      infractionType: 'another',
      infractionDetail: 'Una infracción anterior.',
    })
    const announced = await Infraction.create({
      ...base,
      codeTransaction: 'CT-000002',
      infractionType: 'share_contact_information',
      infractionDetail: 'Compartió su número en el chat.',
    })
    await browserContext.loginAs(vendor.owner)

    const page = await visit(
      `/tienda/${vendor.store.urlPath}/infracciones?infraccion=${announced.id}`
    )
    const cards = page.getByTestId('store-infraction')
    await cards.first().waitFor()
    assert.equal(await cards.count(), 2)
    const highlighted = page.locator('[data-testid="store-infraction"][data-highlighted="true"]')
    await highlighted.getByText('Compartió su número en el chat.').waitFor()
    await highlighted.getByText('La infracción que te notificamos').waitFor()
    assert.equal(await highlighted.count(), 1)
  }).timeout(90000)
})
