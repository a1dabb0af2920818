import net from 'node:net'
import proxyAddr from 'proxy-addr'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Who is calling, as far as rate limits and stored addresses go.
 *
 * Proxies are trusted only when configured: `TRUSTED_PROXIES` lists addresses or CIDRs (and the
 * proxy-addr keywords `loopback`, `linklocal`, `uniquelocal`), comma-separated. Without it no
 * `X-Forwarded-For` is believed, so a client cannot give itself a fresh rate-limit budget by
 * forging the header. With it, the address is the first one from the right that is not a trusted
 * proxy, as proxy-addr computes it.
 */
export function trustProxyFrom(setting: string | undefined | null) {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return () => false
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES is not valid (${(error as Error).message}): give addresses or CIDRs separated by commas, e.g. "127.0.0.1,10.0.0.0/8"`,
      { cause: error }
    )
  }
}

/** The longest textual IP address (IPv4-mapped IPv6): what the `ip` columns hold. */
export const MAX_IP_LENGTH = 45

/**
 * A valid, bounded address: the candidate when it is an IP address, else the socket's peer
 * address, else 'unknown'. Whatever a forwarded header carried, what is stored or used as a key
 * is never longer than an IP address.
 */
export function boundedIp(candidate: unknown, fallback?: unknown): string {
  for (const value of [candidate, fallback]) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text.length > 0 && text.length <= MAX_IP_LENGTH && net.isIP(text)) return text
  }
  return 'unknown'
}

/** The client address of a request, bounded and validated. */
export function clientIp(request: HttpContext['request']) {
  return boundedIp(request.ip(), request.request.socket?.remoteAddress)
}
