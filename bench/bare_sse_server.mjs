/**
 * The baseline of bench/sse_fanout.mjs: a bare `node:http` server-sent-events broadcaster, no
 * framework, no authentication, no database. GET /events?channel=…&channel=… keeps a stream
 * open on those channels; POST /broadcast with { channels, payload } stamps the payload with
 * `sentAt` once, then sends one message per channel to that channel's streams — what the app
 * does for a new request (one Transmit broadcast on the store's channel), with the same framing
 * and message shape. POST /send with { channel, message } is the baseline of
 * bench/chat_delivery.mjs: one chat message, numbered and dated here, written to that channel's
 * streams as the app's `chat.message` and answered 201 with the message, as the app's chat send
 * answers. With REDIS_URL each message is published on Redis and every process writes it to its
 * own streams (two processes = the two-server case).
 *
 *   PORT=3409 [REDIS_URL=redis://127.0.0.1:6379] node bench/bare_sse_server.mjs
 */
import http from 'node:http'

const port = Number(process.env.PORT ?? 3409)
const streams = new Map() // channel -> Set(response)
let lastMessageId = 0

function deliver(message) {
  const frame = `data: ${JSON.stringify(message)}\n\n`
  for (const response of streams.get(message.channel) ?? []) response.write(frame)
}

let publish = deliver
if (process.env.REDIS_URL) {
  const { default: Redis } = await import('ioredis')
  const publisher = new Redis(process.env.REDIS_URL)
  const subscriber = new Redis(process.env.REDIS_URL)
  await subscriber.subscribe('bare-sse')
  subscriber.on('message', (_, raw) => deliver(JSON.parse(raw)))
  publish = (message) => publisher.publish('bare-sse', JSON.stringify(message))
}

http
  .createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost')
    if (request.method === 'GET' && url.pathname === '/events') {
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        'connection': 'keep-alive',
      })
      response.write(': ok\n\n')
      for (const channel of url.searchParams.getAll('channel')) {
        if (!streams.has(channel)) streams.set(channel, new Set())
        streams.get(channel).add(response)
        request.on('close', () => streams.get(channel)?.delete(response))
      }
      return
    }
    if (request.method === 'POST' && url.pathname === '/broadcast') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const { channels = [], payload } = JSON.parse(body || '{}')
        const sentAt = Date.now()
        for (const channel of channels) void publish({ channel, payload: { ...payload, sentAt } })
        response.writeHead(204).end()
      })
      return
    }
    if (request.method === 'POST' && url.pathname === '/send') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const { channel, message } = JSON.parse(body || '{}')
        if (typeof channel !== 'string' || typeof message !== 'string') {
          response.writeHead(422, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ message: 'channel and message are required' }))
          return
        }
        const sent = { id: ++lastMessageId, message, createdAt: new Date().toISOString() }
        void publish({ channel, payload: { type: 'chat.message', message: sent } })
        response.writeHead(201, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ data: sent }))
      })
      return
    }
    if (url.pathname === '/ping') return response.end('ok')
    response.writeHead(404).end()
  })
  .listen(port, '127.0.0.1')
