import app from '@adonisjs/core/services/app'
import { onOutboxEvent } from '#core/outbox/outbox'
import { CHAT_SUSPENDED, MODERATION_WARNING } from '#staff/events/moderation_notices'

/**
 * The moderation queue's outbox handlers (a warning, a chat suspension: the person is told once).
 * Wired from the area's routes file (app/staff/routes/moderation.ts, preloaded in every process:
 * the web server and the worker's relay alike) because start/events.ts is shared by every
 * module; it may move there as one more `onOutboxEvent` block.
 */
let registered = false

export function registerModerationOutbox() {
  if (registered) return
  registered = true
  for (const name of [MODERATION_WARNING, CHAT_SUSPENDED]) {
    onOutboxEvent(name, async () => {
      const { default: NotifyModeratedPerson } =
        await import('#staff/listeners/notify_moderated_person')
      const listener = await app.container.make(NotifyModeratedPerson)
      return (event) => listener.handle(event)
    })
  }
}
