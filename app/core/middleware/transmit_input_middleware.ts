import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BusinessError } from '#core/errors'
import { liveStreamOwner, liveStreamOwnerOf, trackLiveStream } from '#core/services/live_streams'

/** A client id as the Transmit client makes them (a UUID), or any short token-like text. */
const UID = /^[A-Za-z0-9_-]{1,64}$/
/** Channels are paths of short segments: `users/12/notifications`. */
const CHANNEL = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,7}$/

export const TRANSMIT_MESSAGES = {
  badUid: 'La conexión en vivo no es válida. Recarga la página.',
  badChannel: 'El canal solicitado no es válido.',
  /** A stream id that is not the caller's (or not open on this server). */
  notYours: 'La conexión en vivo no existe. Recarga la página.',
}

/**
 * Transmit's own routes (`/__transmit/events`, `/subscribe`, `/unsubscribe`) read `uid` and
 * `channel` without checking them: a missing or malformed one crashed the route matcher (500).
 * They are checked here first and refused with a 400 and a Spanish message.
 *
 * A stream id belongs to whoever opened it (app/core/services/live_streams.ts): opening a stream
 * with an id another caller's open stream has is a 409; subscribing or unsubscribing a stream
 * id that is not the caller's, or that no stream of this server has, is a 404, so nobody can cut
 * another person's live chat or subscribe their stream to channels.
 */
export default class TransmitInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const uid = ctx.request.input('uid')
    if (typeof uid !== 'string' || !UID.test(uid)) {
      throw new BusinessError(TRANSMIT_MESSAGES.badUid, 400)
    }
    const owner = liveStreamOwner(ctx)
    if (ctx.request.url() === '/__transmit/events') {
      if (!owner) throw new BusinessError(TRANSMIT_MESSAGES.badUid, 400)
      if (!trackLiveStream(uid, owner, ctx.response.response)) {
        throw new BusinessError(TRANSMIT_MESSAGES.badUid, 409)
      }
    } else {
      const channel = ctx.request.input('channel')
      if (typeof channel !== 'string' || !CHANNEL.test(channel)) {
        throw new BusinessError(TRANSMIT_MESSAGES.badChannel, 400)
      }
      if (!owner || liveStreamOwnerOf(uid) !== owner) {
        throw new BusinessError(TRANSMIT_MESSAGES.notYours, 404)
      }
    }
    return next()
  }
}
