import type { ServerResponse } from 'node:http'

/**
 * The open live streams (Transmit's `/__transmit/events`) of this process. They never end on
 * their own, so a stopping server would wait on them forever: on SIGTERM each one is ended
 * (the Transmit client reconnects, to another server behind the balancer) while requests in
 * flight finish (start/transmit.ts).
 */
const streams = new Set<ServerResponse>()

export function trackLiveStream(response: ServerResponse) {
  streams.add(response)
  response.once('close', () => streams.delete(response))
}

export function endLiveStreams() {
  const count = streams.size
  for (const response of streams) response.end()
  streams.clear()
  return count
}

export function openLiveStreams() {
  return streams.size
}
