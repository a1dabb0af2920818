import type { ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * The open live streams (Transmit's `/__transmit/events`) of this process, each with its owner.
 *
 * Ending: they never end on their own, so a stopping server would wait on them forever: on
 * SIGTERM each one is ended (the Transmit client reconnects, to another server behind the
 * balancer) while requests in flight finish (bin/server.ts).
 *
 * Owning: a stream id (`uid`) belongs to whoever opened it — the bearer token, the signed-in
 * account of a session, or a guest's session (`liveStreamOwner`). Subscribing it to a channel,
 * unsubscribing it, or opening another stream with the same id is refused to anybody else
 * (TransmitInputMiddleware), so nobody can cut another person's live chat or push channels
 * into it. The owners live next to the streams, in this process: Transmit keeps a stream's
 * subscriptions in the process that holds it, so with several servers a subscribe already has
 * to reach the server of its stream (sticky sessions); the Redis transport only carries the
 * broadcasts. Nothing to share.
 */
const streams = new Map<ServerResponse, string>()
const owners = new Map<string, { owner: string; streams: number }>()

/**
 * Who the caller is, for the streams: `token:<id>` (bearer), `user:<id>` (a signed-in session:
 * the same account's tabs may share), `session:<id>` (a guest), or null (neither: owns nothing).
 */
export function liveStreamOwner(ctx: HttpContext): string | null {
  const user = ctx.auth?.user
  const token = (user as { currentAccessToken?: { identifier: unknown } } | undefined)
    ?.currentAccessToken
  if (user && token) return `token:${String(token.identifier)}`
  if (user) return `user:${user.id}`
  const sessionId = ctx.session?.sessionId
  return sessionId ? `session:${sessionId}` : null
}

/** The owner of the open stream `uid` of this process, or undefined when none is open. */
export function liveStreamOwnerOf(uid: string) {
  return owners.get(uid)?.owner
}

/**
 * Records a stream that opens with `uid` for `owner`. False (nothing recorded) when a stream
 * with that id is open for somebody else.
 */
export function trackLiveStream(uid: string, owner: string, response: ServerResponse) {
  const known = owners.get(uid)
  if (known && known.owner !== owner) return false
  owners.set(uid, { owner, streams: (known?.streams ?? 0) + 1 })
  streams.set(response, uid)
  response.once('close', () => {
    streams.delete(response)
    const entry = owners.get(uid)
    if (entry && --entry.streams <= 0) owners.delete(uid)
  })
  return true
}

/**
 * Ends this process's open streams of one account — its signed-in sessions' (`user:<id>`) and
 * its bearer tokens' (`token:<id>`) — when an admin blocks it (staff Usuarios, issue 23): the
 * channels they were subscribed to stop at once. The Transmit client reconnects as a guest, and
 * a guest's subscriptions to the account's channels are refused. Answers how many ended. With
 * several servers each ends only its own (the others' streams stop at their next subscription
 * or reconnection, both refused).
 */
export function endLiveStreamsOf(userId: number, tokenIds: (string | number)[] = []) {
  const owned = new Set([`user:${userId}`, ...tokenIds.map((id) => `token:${String(id)}`)])
  let count = 0
  for (const [response, uid] of streams) {
    const owner = owners.get(uid)?.owner
    if (owner && owned.has(owner)) {
      response.end()
      count++
    }
  }
  return count
}

export function endLiveStreams() {
  const count = streams.size
  for (const response of streams.keys()) response.end()
  return count
}

export function openLiveStreams() {
  return streams.size
}
