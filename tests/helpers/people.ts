import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'
import OutboxMessage from '#core/models/outbox_message'

let counter = 0

/** A user that can log in by e-mail (verified) and by WhatsApp. */
export async function makeUser(overrides: Partial<User> = {}) {
  counter += 1
  return User.create({
    fullName: `Persona ${counter}`,
    email: `persona${counter}@example.com`,
    mobile: `300${String(1000000 + counter).slice(-7)}`,
    countryCode: 'CO',
    password: 'Secreta2026',
    userKind: 'buyer',
    emailVerified: true,
    mobileVerified: true,
    conditionsAccepted: true,
    ...overrides,
  } as Partial<User>)
}

export async function makeCity(name = 'Medellín', department = 'Antioquia', code = '05001') {
  const parent = await LocalizationZone.create({
    countryCode: 'CO',
    type: 'department',
    code: code.slice(0, 2),
    name: department,
    fullName: department,
    isCapital: false,
  })
  return LocalizationZone.create({
    countryCode: 'CO',
    type: 'city',
    code,
    name,
    fullName: `${name}, ${department}`,
    parentId: parent.id,
    isCapital: true,
  })
}

/**
 * The 6-digit code of the latest WhatsApp message to a national CO number. Browser tests read it
 * right after a click, so it waits (up to 5 s) for the message to land.
 */
export async function lastCodeSentTo(mobile: string, prefix = '57') {
  const deadline = Date.now() + 5000
  for (;;) {
    const message = await OutboxMessage.query()
      .where('channel', 'whatsapp')
      .where('recipient', `${prefix}${mobile}`)
      .orderBy('id', 'desc')
      .first()
    if (message) return message.body.match(/\b(\d{6})\b/)![1]
    if (Date.now() > deadline) throw new Error(`no WhatsApp message to ${prefix}${mobile}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The link of the latest e-mail to an address. Browser tests read it right after a click, so it
 * waits (up to 5 s) for the message to land.
 */
export async function lastLinkSentTo(email: string) {
  const deadline = Date.now() + 5000
  for (;;) {
    const message = await OutboxMessage.query()
      .where('channel', 'email')
      .where('recipient', email)
      .orderBy('id', 'desc')
      .first()
    if (message) return message.body.match(/https?:\/\/\S+/)![0]
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
