import { Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** A connection that has sent no request yet may still be sending its first one for so long. */
const FIRST_REQUEST_GRACE_MS = 2000
/** How often a draining server looks for connections that have become idle. */
const SWEEP_EVERY_MS = 100
/**
 * Sweeps in a row a connection must be found without a request before it is closed: a request
 * a client sent on a kept-alive connection just before the signal may still sit unread while
 * the event loop is busy; between sweeps the loop has read what had arrived.
 */
const IDLE_SWEEPS = 3
/**
 * The longest the server still accepts after close() is called (see `close` below).
 */
const ACCEPT_AT_MOST_MS = 1000

interface Connection {
  connectedAt: number
  /** Requests read and not answered yet. */
  active: number
  /** Requests answered on it. */
  answered: number
  /** Sweeps in a row that found it without a request. */
  idleSweeps: number
}

/**
 * Makes `server.close()` (AdonisJS calls it when the app terminates: SIGTERM, bin/server.ts)
 * let every request in flight finish. Node's own close destroys every connection it calls
 * idle at once, and that includes a connection accepted a moment ago whose request the busy
 * event loop has not read yet, and closing the listening socket resets the connections the
 * kernel holds for it: their clients got ECONNRESET (13 of 20 orders sent 30 ms before a
 * SIGTERM). So close() first takes the connections already queued, then stops listening and
 * drains:
 *
 * - a connection with a request in flight is left alone; its answer says `Connection: close`
 *   (or, when its headers were already out, the connection is ended once it is sent);
 * - a keep-alive connection between requests is closed once IDLE_SWEEPS sweeps in a row found
 *   no request on it (Node closes it at once, and a request the loop had not read yet was lost);
 * - a connection that has sent no request yet gets FIRST_REQUEST_GRACE_MS from its opening to
 *   send it (then it is answered, and closed), otherwise it is closed the same way;
 * - `closeAllConnections()` after `deadlineMs` cuts whatever is left.
 *
 * The server's 'close' (and close()'s callback) comes once the last connection is gone.
 */
export function drainOnClose(server: Server, { deadlineMs }: { deadlineMs: number }) {
  const connections = new Map<Socket, Connection>()
  const pending = new Set<ServerResponse>()
  let draining = false

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { connectedAt: Date.now(), active: 0, answered: 0, idleSweeps: 0 })
    socket.once('close', () => connections.delete(socket))
  })

  server.prependListener('request', (request, response) => {
    const connection = connections.get(request.socket)
    if (connection) {
      connection.active += 1
      connection.idleSweeps = 0
    }
    pending.add(response)
    if (draining) response.setHeader('connection', 'close')
    response.once('close', () => {
      pending.delete(response)
      if (!connection) return
      connection.active -= 1
      connection.answered += 1
      if (draining && connection.active === 0) request.socket.end()
    })
  })

  const sweep = () => {
    const now = Date.now()
    for (const [socket, connection] of connections) {
      if (connection.active > 0) continue
      connection.idleSweeps += 1
      const mayStillSend =
        connection.answered === 0 && now - connection.connectedAt <= FIRST_REQUEST_GRACE_MS
      if (connection.idleSweeps >= IDLE_SWEEPS && !mayStillSend) socket.destroy()
    }
  }

  /**
   * close() first takes what the kernel already accepted for the server: a client whose
   * connection is queued there has sent its request, and closing the listening socket would
   * reset it. Each turn of the event loop takes every queued connection (its poll phase), so
   * the listening socket closes after two turns in a row that brought no new connection (at
   * most ACCEPT_AT_MOST_MS after the call).
   */
  const close = Server.prototype.close
  let closing = false
  let accepted = 0
  server.on('connection', () => (accepted += 1))
  server.close = function (callback?: (error?: Error) => void) {
    if (closing) {
      if (callback) server.once('close', () => callback())
      return server
    }
    closing = true
    const calledAt = Date.now()
    let seen = accepted
    let quietTurns = 0
    const takeQueued = () => {
      quietTurns = accepted === seen ? quietTurns + 1 : 0
      seen = accepted
      if (quietTurns >= 2 || Date.now() - calledAt > ACCEPT_AT_MOST_MS) {
        close.call(server, callback)
      } else {
        setImmediate(takeQueued)
      }
    }
    setImmediate(takeQueued)
    return server
  }

  /** Called by `server.close()` (http's pre-close step): the drain starts there. */
  server.closeIdleConnections = () => {
    if (!draining) {
      draining = true
      for (const response of pending) {
        if (!response.headersSent) response.setHeader('connection', 'close')
      }
      const sweeper = setInterval(sweep, SWEEP_EVERY_MS)
      const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs)
      sweeper.unref()
      deadline.unref()
      server.once('close', () => {
        clearInterval(sweeper)
        clearTimeout(deadline)
      })
    }
    sweep()
  }
}
