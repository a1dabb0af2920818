/**
 * A person's notification preferences (issue 21 item 3, doc 1 notification preferences): for
 * each notice kind and each outside channel, on or off; on unless the person turned it off.
 * 'essential' notices (account e-mails, invitations, staff notices) are always sent, and the
 * in-app notifications (the bell) are always kept: only WhatsApp and e-mail are chosen here.
 *
 * Stored in `users.notification_preferences` as `{ kind: { channel: false } }` (only what was
 * chosen; a missing entry is on). Pure: shared with the settings page as
 * `@rules/users/rules/notification_preferences`.
 */
import { NOTICE_KINDS, type NoticeKind } from '#core/services/messaging/email_content'

export const NOTICE_CHANNELS = ['whatsapp', 'email'] as const
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number]

/** What is stored: only the entries a person chose. */
export type NotificationPreferences = Partial<
  Record<NoticeKind, Partial<Record<NoticeChannel, boolean>>>
>

/** Every kind × channel, on or off (what the settings page shows and saves). */
export type NotificationPreferencesView = Record<NoticeKind, Record<NoticeChannel, boolean>>

/** Whether `channel` is on for `kind` (on unless turned off). */
export function channelOn(
  preferences: NotificationPreferences | null | undefined,
  kind: NoticeKind,
  channel: NoticeChannel
) {
  return preferences?.[kind]?.[channel] !== false
}

/** Every kind × channel, from what is stored. */
export function preferencesView(
  preferences: NotificationPreferences | null | undefined
): NotificationPreferencesView {
  return Object.fromEntries(
    NOTICE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        NOTICE_CHANNELS.map((channel) => [channel, channelOn(preferences, kind, channel)])
      ),
    ])
  ) as NotificationPreferencesView
}

/** What to store: only the channels turned off (null when everything is on). */
export function storedPreferences(
  view: Partial<Record<NoticeKind, Partial<Record<NoticeChannel, boolean>>>>
): NotificationPreferences | null {
  const stored: NotificationPreferences = {}
  for (const kind of NOTICE_KINDS) {
    for (const channel of NOTICE_CHANNELS) {
      if (view[kind]?.[channel] === false) stored[kind] = { ...stored[kind], [channel]: false }
    }
  }
  return Object.keys(stored).length ? stored : null
}

/** The preferences with one channel of one kind set. */
export function withChannel(
  preferences: NotificationPreferences | null | undefined,
  kind: NoticeKind,
  channel: NoticeChannel,
  on: boolean
) {
  const view = preferencesView(preferences)
  view[kind][channel] = on
  return storedPreferences(view)
}

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value)
}

/** Each kind as the settings page and the unsubscribe page name it. */
export const NOTICE_KIND_TEXTS: Record<
  NoticeKind,
  { title: string; description: string; emails: string }
> = {
  requests: {
    title: 'Nuevas solicitudes de cotización',
    description: 'Para vendedores: las solicitudes que tu tienda puede cotizar.',
    emails: 'nuevas solicitudes de cotización',
  },
  quotations: {
    title: 'Cotizaciones',
    description: 'Las cotizaciones que recibes y la confirmación de tus solicitudes.',
    emails: 'cotizaciones',
  },
  orders: {
    title: 'Pedidos y pagos',
    description: 'Tus compras y ventas: pedidos nuevos, cambios de estado y pagos.',
    emails: 'pedidos y pagos',
  },
  chat: {
    title: 'Mensajes del chat',
    description: 'Los mensajes nuevos de tus conversaciones.',
    emails: 'mensajes del chat',
  },
}

/** The Spanish texts of the settings page, its validator and the unsubscribe page. */
export const NOTIFICATION_SETTINGS_TEXTS = {
  pageTitle: 'Notificaciones',
  pageDescription: 'Elige por qué canal te avisamos de cada tipo de novedad.',
  intro:
    'Elige qué avisos recibes por WhatsApp y por correo. Las notificaciones dentro de la app (la campana) se mantienen siempre.',
  essential:
    'Los mensajes esenciales de tu cuenta (verificación de correo, recuperación de contraseña, invitaciones y avisos del equipo) se envían siempre.',
  whatsapp: 'WhatsApp',
  email: 'Correo',
  save: 'Guardar',
  saved: 'Preferencias guardadas',
  saveError: 'No pudimos guardar tus preferencias',
  invalid: 'Cada preferencia debe ser sí o no',
  required: 'Indica todas las preferencias',
  unsubscribeTitle: 'Dejar de recibir correos',
  unsubscribeAsk: (emails: string) => `¿Quieres dejar de recibir correos de ${emails}?`,
  unsubscribeConfirm: 'Sí, dejar de recibirlos',
  unsubscribed: (emails: string) => `Ya no recibirás correos de ${emails}.`,
  changeIt: 'Puedes cambiarlo en',
  settingsLink: 'tus preferencias de notificaciones',
  badLink:
    'Este enlace para dejar de recibir correos no es válido. Revisa que esté completo o cambia tus preferencias desde la app.',
  tooMany: 'Has realizado demasiados intentos. Intenta de nuevo en unos minutos.',
} as const
