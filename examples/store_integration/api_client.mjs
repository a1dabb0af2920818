// A tiny client of the Repuestos API for a store token (fetch only, no dependencies).
//
// Every call sends `Authorization: Bearer <store token>` and `Accept: application/json`. The
// token's scopes decide what it may call: a route outside its scopes answers 403, a revoked or
// rotated token 401, too many calls per minute 429 with `Retry-After`.

const RETRIABLE = new Set([429, 502, 503, 504])

export class ApiError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} → HTTP ${status}: ${body?.message ?? JSON.stringify(body)}`)
    this.status = status
    this.body = body
  }
}

/**
 * @param {{ appUrl: string, token: string, attempts?: number, timeoutMs?: number }} options
 *   `appUrl`: the platform's base URL (e.g. https://repuestos.example.com); `attempts`: how many
 *   times a call is tried when the answer is 429, 502–504 or no answer at all (default 3).
 */
export function apiClient({ appUrl, token, attempts = 3, timeoutMs = 10_000 }) {
  const base = appUrl.replace(/\/+$/, '')

  async function call(method, path, body) {
    for (let attempt = 1; ; attempt++) {
      let response
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        // no answer (refused, timeout): try again unless it was the last attempt
        if (attempt >= attempts) throw error
        await wait(backoff(attempt))
        continue
      }
      const text = await response.text()
      const parsed = text ? safeJson(text) : null
      if (response.ok) return parsed
      if (RETRIABLE.has(response.status) && attempt < attempts) {
        const retryAfter = Number(response.headers.get('retry-after'))
        await wait(
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff(attempt)
        )
        continue
      }
      throw new ApiError(method, path, response.status, parsed ?? text)
    }
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return { message: text.slice(0, 200) }
  }
}

const backoff = (attempt) => 250 * 2 ** (attempt - 1)
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
