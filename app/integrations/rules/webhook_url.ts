import net from 'node:net'
import { WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX_LENGTH } from '#integrations/rules/webhook_rules'

/**
 * The endpoint URL rule (issue 24 item 4), pure:
 * - at most 2048 characters, an absolute URL, no user or password in it;
 * - `https://` always; `http://` only to a loopback host (127.0.0.1, ::1, localhost) and only
 *   when `allowLoopbackHttp` (development and tests: config/webhooks.ts; production refuses);
 * - with `refusePrivateHosts` (production), a host written as a private, loopback, link-local or
 *   otherwise reserved address, or named localhost, is refused. A name is checked again on the
 *   addresses it resolves to (`addressIsPrivate`, when saving and when connecting: SSRF).
 * Answers the Spanish message of the first broken rule, or null.
 */
export interface WebhookUrlOptions {
  allowLoopbackHttp: boolean
  refusePrivateHosts: boolean
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1']

/** The URL's host without IPv6 brackets, lower case. */
export function urlHost(url: URL) {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
}

export function checkWebhookUrl(raw: string, options: WebhookUrlOptions): string | null {
  const value = raw.trim()
  if (!value) return M.urlRequired
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return M.urlTooLong
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return M.urlInvalid
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return M.httpsRequired
  if (url.username || url.password) return M.credentials
  const host = urlHost(url)
  if (!host) return M.urlInvalid
  if (url.protocol === 'http:') {
    if (!LOOPBACK_NAMES.includes(host)) return M.httpsRequired
    if (!options.allowLoopbackHttp) return M.loopbackOnly
    return null
  }
  if (options.refusePrivateHosts) {
    if (host === 'localhost' || host.endsWith('.localhost')) return M.privateHost
    if (net.isIP(host) && addressIsPrivate(host)) return M.privateHost
  }
  return null
}

function ipv4Parts(address: string) {
  return address.split('.').map(Number)
}

/**
 * Whether an IP address is one a webhook must never reach: private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), loopback (127/8, ::1), link-local (169.254/16, fe80::/10), unspecified,
 * carrier-grade NAT (100.64/10), multicast and reserved ranges, and IPv4 mapped into IPv6.
 */
export function addressIsPrivate(address: string): boolean {
  const kind = net.isIP(address)
  if (kind === 4) {
    const [a, b] = ipv4Parts(address)
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    )
  }
  if (kind === 6) {
    const lower = address.toLowerCase()
    const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
    if (mapped) return addressIsPrivate(mapped[1])
    const mappedHex = /^(?:0*:)*:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
    if (mappedHex) {
      const high = Number.parseInt(mappedHex[1], 16)
      const low = Number.parseInt(mappedHex[2], 16)
      return addressIsPrivate(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`)
    }
    if (lower === '::' || lower === '::1') return true
    const first = Number.parseInt(lower.split(':')[0] || '0', 16)
    return (
      (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
      (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
      (first & 0xff00) === 0xff00 // multicast
    )
  }
  return true
}
