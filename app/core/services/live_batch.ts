import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import { Bus } from '@boringnode/bus'

type Broadcastable = NonNullable<Parameters<typeof transmit.broadcast>[1]>

/** One message for one channel, as Transmit sends it. */
export interface LiveMessage {
  channel: string
  payload: Broadcastable
}

/** The bus channel of the batches between servers (Transmit's own is `transmit::broadcast`). */
export const BATCH_CHANNEL = 'repuestos::live-batch'

/**
 * Many messages for many channels at once — one per user, e.g. the new notification counts of
 * every vendor told of a new request. Transmit finds a channel's listeners by walking every
 * open stream, so N personal broadcasts walk N × streams (2,000 vendors with 2,000 streams:
 * 4 million steps, and with Redis 2,000 bus messages that each other server walks again). A
 * batch walks this process's streams once and writes each one the messages of its channels,
 * the same frames `transmit.broadcast` writes; with Redis it crosses to the other servers as one
 * bus message, which each delivers the same way. Best effort, like every live push.
 */
export function broadcastMany(messages: LiveMessage[]) {
  if (messages.length === 0) return
  if (bus) {
    void bus.publish(BATCH_CHANNEL, { messages } as never).catch((error: unknown) => {
      logger.error({ err: error }, 'live push: could not relay a batch to the other servers')
    })
  }
  deliverLocally(messages)
}

/** Writes each message to this process's streams that listen to its channel. */
export function deliverLocally(messages: LiveMessage[]) {
  const byChannel = new Map<string, Broadcastable[]>()
  for (const { channel, payload } of messages) {
    if (!byChannel.has(channel)) byChannel.set(channel, [])
    byChannel.get(channel)!.push(payload)
  }
  for (const [stream, channels] of transmit.getManager().getAllSubscribers()) {
    for (const channel of channels) {
      for (const payload of byChannel.get(channel) ?? []) {
        stream.writeMessage({ data: { channel, payload } })
      }
    }
  }
}

let bus: Bus | null = null

type TransportFactory = () => ConstructorParameters<typeof Bus>[0]

/**
 * With a Transmit transport (Redis), listens for the other servers' batches; start/transmit.ts
 * calls it when the web server boots, and the bus closes when the app terminates. `driver`
 * replaces the configured transport (tests: the in-memory one).
 */
export function listenToOtherServers(driver?: TransportFactory) {
  const settings = app.config.get<{ transport: { driver: TransportFactory } | null } | undefined>(
    'transmit'
  )
  const factory = driver ?? settings?.transport?.driver
  if (!factory || bus) return
  bus = new Bus(factory(), { retryQueue: { enabled: true } })
  void bus.subscribe(BATCH_CHANNEL, (message) => {
    const messages = (message as { messages?: LiveMessage[] } | null)?.messages
    if (Array.isArray(messages)) deliverLocally(messages)
  })
  app.terminating(stopListeningToOtherServers)
}

export async function stopListeningToOtherServers() {
  const closing = bus
  bus = null
  await closing?.disconnect()
}
