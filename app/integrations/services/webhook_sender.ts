import http from 'node:http'
import https from 'node:https'
import dns from 'node:dns'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import { addressIsPrivate } from '#integrations/rules/webhook_url'

export interface WebhookPostResult {
  /** The HTTP status answered, or null when none came (refused, timeout, DNS…). */
  status: number | null
  ok: boolean
  error: string | null
}

/**
 * A DNS lookup that refuses private, loopback and link-local addresses (production): the check
 * is made on the address actually connected to, so a name that changes its answer after the URL
 * was saved (DNS rebinding) still cannot reach the inside.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return (callback as any)(error)
    const list = addresses as dns.LookupAddress[]
    const refused = list.find((entry) => addressIsPrivate(entry.address))
    if (refused || list.length === 0) {
      return (callback as any)(new Error(`dirección no permitida (${refused?.address ?? '-'})`))
    }
    if ((options as dns.LookupOptions).all) return (callback as any)(null, list)
    return (callback as any)(null, list[0].address, list[0].family)
  })
}

/** A loopback receiver's name (WEBHOOKS_ALLOW_LOOPBACK): it must resolve to loopback only. */
const loopbackOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return (callback as any)(error)
    const list = addresses as dns.LookupAddress[]
    const refused = list.find((entry) => !isLoopback(entry.address))
    if (refused || list.length === 0) {
      return (callback as any)(new Error(`dirección no permitida (${refused?.address ?? '-'})`))
    }
    if ((options as dns.LookupOptions).all) return (callback as any)(null, list)
    return (callback as any)(null, list[0].address, list[0].family)
  })
}

function isLoopback(address: string) {
  return net.isIPv4(address) ? address.startsWith('127.') : address === '::1'
}

/**
 * One POST of a delivery: the JSON body and the signed headers, a time limit (10 s by default),
 * redirects never followed (a 3xx is a failure), the answer's body read and dropped. Never
 * throws: a failure is the result's `error` (short, for the delivery log).
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; refusePrivateHosts: boolean; allowLoopbackHttp?: boolean }
): Promise<WebhookPostResult> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: WebhookPostResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return finish({ status: null, ok: false, error: 'URL inválida' })
    }
    const host = target.hostname.replace(/^\[|\]$/g, '')
    // an http:// receiver on this machine, when allowed (development, tests, the bench's switch)
    const loopback =
      Boolean(options.allowLoopbackHttp) &&
      target.protocol === 'http:' &&
      (host === 'localhost' || (net.isIP(host) > 0 && isLoopback(host)))
    const lookup = loopback ? loopbackOnlyLookup : publicOnlyLookup
    if (options.refusePrivateHosts && !loopback && net.isIP(host) && addressIsPrivate(host)) {
      return finish({ status: null, ok: false, error: 'dirección no permitida' })
    }
    const transport = target.protocol === 'https:' ? https : http
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        ...(options.refusePrivateHosts ? { lookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0
        response.resume()
        const ok = status >= 200 && status < 300
        finish({ status, ok, error: ok ? null : `HTTP ${status}` })
      }
    )
    // the time limit gives way to an answer already received: after a busy stretch of the event
    // loop the timer and the answer come due together, and the answer (I/O) is read first
    const timer = setTimeout(() => {
      setImmediate(() =>
        request.destroy(new Error(`sin respuesta en ${Math.round(options.timeoutMs / 1000)} s`))
      )
    }, options.timeoutMs)
    request.on('error', (error) =>
      finish({ status: null, ok: false, error: String(error.message || error).slice(0, 255) })
    )
    request.end(body)
  })
}
