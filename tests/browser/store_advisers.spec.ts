import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { lastLinkSentTo, makeCity, makeUser } from '#tests/helpers/people'
import {
  acceptInvitationAsNewUser,
  anotherBrowser,
  inviteAdviserByEmail,
} from '#tests/helpers/store_browser'
import { StoreFactory } from '#database/factories/store_factory'
import StoreAdviser from '#stores/models/store_adviser'
import User from '#users/models/user'

test.group('Store advisers in the browser', (group) => {
  freshDatabase(group)

  test('the owner invites by e-mail, a guest signs up from the link and becomes an active adviser', async ({
    visit,
    browser,
    browserContext,
    assert,
    cleanup,
  }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    const owner = await makeUser({ fullName: 'Dueño Frenos', isVendor: true } as Partial<User>)
    const store = await StoreFactory.apply('goModule')
      .merge({ userId: owner.id, name: 'Frenos La 80' })
      .create()

    await browserContext.loginAs(owner)
    const config = `/tienda/${store.urlPath}/store/page#storeConfigSection-advisers`
    const page = await visit(config)
    await inviteAdviserByEmail(page, 'Laura Gómez', 'laura@example.com')
    assert.include(
      (await page.getByTestId('adviser-invitations-table').textContent())!,
      'Pendiente'
    )

    const link = await lastLinkSentTo('laura@example.com')
    // the guest opens the link in their own browser
    const guest = await (await anotherBrowser(browser, cleanup)).newPage()
    await acceptInvitationAsNewUser(guest, link, {
      name: 'Laura Gómez',
      email: 'laura@example.com',
      mobile: '310 555 1234',
      storeName: 'Frenos La 80',
    })

    const user = await User.findByOrFail('email', 'laura@example.com')
    const adviser = await StoreAdviser.query().where('user_id', user.id).firstOrFail()
    assert.equal(adviser.storeId, store.id)
    assert.isTrue(adviser.isActive)

    // the new adviser reads the store's Asesores section: themselves active, no invite form
    await guest.goto(config)
    const row = guest.getByTestId(`adviser-${adviser.id}`)
    await row.waitFor()
    assert.include(await row.innerText(), 'Laura Gómez')
    assert.include((await row.textContent())!, 'Activo')
    await guest.getByText('No hay invitaciones abiertas.').waitFor()
    await guest
      .getByText('Solo el dueño de la tienda puede invitar o desactivar asesores.')
      .waitFor()
    assert.equal(await guest.getByTestId('adviser-invite-form').count(), 0)
  }).timeout(240_000)
})
