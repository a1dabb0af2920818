import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { NOTICE_KINDS } from '#core/services/messaging/email_content'
import { NOTIFICATION_SETTINGS_TEXTS as T } from '#users/rules/notification_preferences'

const channels = () =>
  vine.object({ whatsapp: vine.boolean({ strict: true }), email: vine.boolean({ strict: true }) })

/**
 * The notification settings page's save: every kind × channel, each true or false (the page
 * always sends the whole table; nothing left out is guessed).
 */
export const notificationPreferencesValidator = vine.create({
  preferences: vine.object(
    Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, channels()])) as Record<
      (typeof NOTICE_KINDS)[number],
      ReturnType<typeof channels>
    >
  ),
})
notificationPreferencesValidator.messagesProvider = new SimpleMessagesProvider({
  required: T.required,
  boolean: T.invalid,
  object: T.invalid,
})
