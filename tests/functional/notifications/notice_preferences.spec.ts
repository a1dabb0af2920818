import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import { absoluteUrl } from '#core/country/urls'
import type { EmailContent, MessageKind } from '#core/services/messaging/email_content'
import type { EmailSender } from '#core/services/messaging/contracts'
import { SmtpEmailSender } from '#core/services/messaging/http_drivers'
import { OutboxEmailSender, OutboxWhatsAppSender } from '#core/services/messaging/outbox_drivers'
import { EMAIL_FOOTER } from '#core/services/messaging/email_layout'
import { deliverOnce, type Channel } from '#notifications/jobs/message_job_options'
import Store from '#stores/models/store'
import SendAccountEmail from '#users/actions/send_account_email'
import type User from '#users/models/user'
import { unsubscribePath } from '#users/services/notice_mail'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { outboxTo, submit, world } from '#tests/helpers/vendor_world'

const content: EmailContent = {
  subject: 'Tu pedido cambió de estado',
  greeting: 'Ana',
  paragraphs: ['Tu pedido Nº 12 está en camino.'],
  action: { label: 'Ver pedido', url: 'https://repuestos.test/pedido/12' },
}

let keys = 0

/** One notice to `user` through deliverOnce with the local drivers; the channels sent. */
async function notify(
  user: User,
  kind: MessageKind,
  options: { email?: EmailSender; channels?: { email?: boolean; whatsapp?: boolean } } = {}
) {
  const sent: Channel[] = []
  const failures: { channel: Channel; error: unknown }[] = []
  keys += 1
  await deliverOnce({
    user,
    whatsapp: new OutboxWhatsAppSender(),
    email: options.email ?? new OutboxEmailSender(),
    whatsappBody: () => 'Tu pedido Nº 12 está en camino.',
    emailMessage: () => content,
    kind,
    channels: options.channels,
    dedupeKey: `preferences-test:${keys}`,
    sent,
    failures,
    onError: () => {},
  })
  if (failures.length > 0) throw new Error('a send failed')
  return sent
}

const offEverywhere = {
  requests: { whatsapp: false, email: false },
  quotations: { whatsapp: false, email: false },
  orders: { whatsapp: false, email: false },
  chat: { whatsapp: false, email: false },
}

test.group('Notices follow the person’s preferences', (group) => {
  freshDatabase(group)

  test('e-mail turned off for a kind: that kind goes by WhatsApp only, the others by both', async ({
    assert,
  }) => {
    const user = await makeUser({
      notificationPreferences: { orders: { email: false } },
    } as Partial<User>)

    assert.deepEqual(await notify(user, 'orders'), ['whatsapp'])
    assert.lengthOf(await outboxTo(user.email, 'email'), 0)
    assert.lengthOf(await outboxTo(`57${user.mobile}`, 'whatsapp'), 1)

    assert.deepEqual(await notify(user, 'chat'), ['whatsapp', 'email'])
    assert.lengthOf(await outboxTo(user.email, 'email'), 1)
  })

  test('an essential notice goes by both channels whatever the person chose', async ({
    assert,
  }) => {
    const user = await makeUser({ notificationPreferences: offEverywhere } as Partial<User>)
    assert.deepEqual(await notify(user, 'quotations'), [])
    assert.deepEqual(await notify(user, 'essential'), ['whatsapp', 'email'])

    const [email] = await outboxTo(user.email, 'email')
    assert.isNull(email.headers, 'no unsubscribe headers on an essential e-mail')
    assert.notInclude(email.body, EMAIL_FOOTER.unsubscribe)
    assert.include(
      email.body,
      `${EMAIL_FOOTER.settings}: ${absoluteUrl('CO', '/usuario/notificaciones')}`
    )
  })

  test('the account e-mails go through the layout and are always sent', async ({ assert }) => {
    const user = await makeUser({ notificationPreferences: offEverywhere } as Partial<User>)
    await app.container.make(SendAccountEmail).then((send) => send.passwordRecovery(user))

    const [email, ...more] = await outboxTo(user.email, 'email')
    assert.lengthOf(more, 0)
    assert.isNull(email.headers)
    assert.equal(email.body.match(/Hola/g)?.length, 1, 'one greeting')
    assert.include(email.body, `Hola ${user.fullName}:`)
    assert.include(
      email.body,
      'Para elegir una nueva contraseña usa el botón de abajo. El enlace vence en 1 hora.'
    )
    assert.include(email.body, 'Equipo Repuestos')
    assert.include(email.html!, `<p style="margin:0 0 16px">Hola ${user.fullName}:</p>`)
    assert.match(email.html!, /<a href="[^"]+\/users\/page\/resetPassword\/[\w-]+"/)
  })

  test('a notice e-mail carries its one-click link; using it stops that kind of e-mail', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ countryCode: 'MX', mobile: '5512345678' })
    assert.deepEqual(await notify(user, 'orders'), ['whatsapp', 'email'])

    const [email] = await outboxTo(user.email, 'email')
    const url = absoluteUrl('MX', unsubscribePath(user.id, 'orders'))
    assert.deepEqual(email.headers, {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    assert.match(url, /^https?:\/\/mx\./, "the recipient's country site")
    assert.include(email.body, `${EMAIL_FOOTER.unsubscribe}: ${url}`)
    assert.include(email.html!, `href="${url}"`)
    assert.include(email.html!, 'Ver pedido</a>')

    const response = await client
      .post(new URL(url).pathname)
      .form({ 'List-Unsubscribe': 'One-Click' })
    response.assertStatus(200)

    assert.deepEqual(await notify(user, 'orders'), ['whatsapp'])
    assert.deepEqual(await notify(user, 'chat'), ['whatsapp', 'email'], 'other kinds unchanged')
  })

  test('the SMTP driver sends both parts and the List-Unsubscribe headers', async ({
    assert,
    cleanup,
  }) => {
    const fake = mail.fake()
    cleanup(() => mail.restore())
    const user = await makeUser()

    assert.deepEqual(await notify(user, 'quotations', { email: new SmtpEmailSender() }), [
      'whatsapp',
      'email',
    ])

    const [message, ...more] = fake.messages.sent()
    assert.lengthOf(more, 0)
    const url = absoluteUrl('CO', unsubscribePath(user.id, 'quotations'))
    message.assertTo(user.email!)
    message.assertSubject(content.subject)
    message.assertHeader('List-Unsubscribe', `<${url}>`)
    message.assertHeader('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
    message.assertTextIncludes('Hola Ana:')
    message.assertTextIncludes(`${EMAIL_FOOTER.unsubscribe}: ${url}`)
    message.assertHtmlIncludes('Ver pedido</a>')
    message.assertHtmlIncludes(`href="${url}"`)
  })

  test('the caller’s channels (a store’s settings) turn a channel off, even for essential', async ({
    assert,
  }) => {
    const user = await makeUser()
    assert.deepEqual(await notify(user, 'requests', { channels: { email: false } }), ['whatsapp'])
    assert.deepEqual(await notify(user, 'essential', { channels: { whatsapp: false } }), ['email'])
  })
})

test.group('New requests: the store’s own notice settings', (group) => {
  freshDatabase(group)

  test('notifyNewRequestsByEmail / ByWhatsapp false stop that channel for its owner and advisers', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const storeA = await Store.findByOrFail('userId', w.ownerA.id)
    const storeB = await Store.findByOrFail('userId', w.ownerB.id)
    await storeA.merge({ config: { notifyNewRequestsByEmail: false } }).save()
    await storeB
      .merge({ config: { notifyNewRequestsByWhatsapp: false, notifyNewRequestsByEmail: false } })
      .save()

    await submit(client, w.buyer, w.body())

    // ownerA: store A sends no e-mail
    assert.lengthOf(await outboxTo(`57${w.ownerA.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(w.ownerA.email, 'email'), 0)
    // ownerB: store B sends nothing (and their number is not verified)
    assert.lengthOf(await outboxTo(w.ownerB.email, 'email'), 0)
    // adviserA acts for A and B: WhatsApp (A allows it), no e-mail (neither allows it)
    assert.lengthOf(await outboxTo(`57${w.adviserA.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(w.adviserA.email, 'email'), 0)
  })

  test('a store without settings tells by both; the person’s own choice still applies', async ({
    client,
    assert,
  }) => {
    const w = await world()
    await w.adviserA.merge({ notificationPreferences: { requests: { whatsapp: false } } }).save()

    await submit(client, w.buyer, w.body())

    assert.lengthOf(await outboxTo(`57${w.ownerA.mobile}`, 'whatsapp'), 1)
    const [email] = await outboxTo(w.ownerA.email, 'email')
    assert.equal(
      email.headers?.['List-Unsubscribe'],
      `<${absoluteUrl('CO', unsubscribePath(w.ownerA.id, 'requests'))}>`
    )
    assert.lengthOf(await outboxTo(`57${w.adviserA.mobile}`, 'whatsapp'), 0)
    assert.lengthOf(await outboxTo(w.adviserA.email, 'email'), 1)
  })
})
