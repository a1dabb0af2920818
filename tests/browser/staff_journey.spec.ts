import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { outboxSettled } from '#core/outbox/outbox'
import { chatWorld, requestChat, say } from '#tests/functional/chat/chat_helpers'

/**
 * Issue 23 in Chromium, by clicks only: an admin opens 'Sección de staff' from the user menu and
 * lands on the panel; goes to 'Moderación', opens a vendor's stopped-then-sent phone inside its
 * conversation and registers an infraction against the store; the vendor is told (their
 * notification); 'Registro' shows the infraction line.
 */
test.group('Staff section journey in the browser', (group) => {
  freshDatabase(group)

  test('panel → moderation → infraction → the vendor is told → the log shows it', async ({
    browserContext,
    visit,
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const vendor = world.seller.owner
    const phone = '3 1 5 - 2 2 3 - 4 4 5 5'
    ;(
      await say(client, vendor, { ...requestChat(world), message: phone, confirmContactData: 1 })
    ).assertStatus(201)

    await browserContext.loginAs(world.moderator)
    const page = await visit('/')
    await page.getByTestId('user-menu').click()
    await page.getByTestId('menu-staff').click()
    await page.waitForURL(/\/staff\/panel/)
    await page.getByTestId('staff-nav-moderation').click()
    await page.getByTestId('open-item').first().click()
    // the message inside its conversation
    await page.getByText(phone).first().waitFor()

    await page.getByTestId('action-infraction').click()
    const form = page.getByRole('dialog', { name: /Registrar infracción/ })
    await form.getByTestId('infraction-type').selectOption({ index: 1 })
    await form.getByTestId('save-infraction').click()
    await page.getByTestId('item-resolved').waitFor()

    await outboxSettled()
    const told = await db
      .from('queue_notifications')
      .where('user_id', vendor.id)
      .where('topic', 'like', 'MOD.infraction.%')
      .count('* as total')
    assert.isAbove(Number(told[0].total), 0, 'the vendor got the infraction notice')

    await page.getByTestId('staff-nav-log').click()
    await page
      .getByRole('table')
      .getByText('Registró una infracción', { exact: true })
      .first()
      .waitFor()
  }).timeout(120_000)
})
