/**
 * JSON calls from pages to the server (login form, autocompletes...). Sends the session
 * cookie and the XSRF token; never throws on an HTTP error status: the caller reads
 * `status` and `body` (the server answers `{ message, errors: [{ field?, message }], data? }`).
 */
export interface ApiError {
  field?: string
  message: string
}

export interface ApiResponse<T = any> {
  ok: boolean
  status: number
  body: T & { message?: string; errors?: ApiError[]; data?: unknown }
}

export const GENERIC_ERROR = 'Ocurrío un error en la solicitud'

export function xsrfToken() {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : ''
}

export function api<T = any>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {}
): Promise<ApiResponse<T>> {
  return answerOf<T>(url, {
    method,
    signal: options.signal,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
}

/**
 * One call with the session cookie, the XSRF token and JSON accepted, answered as `api()`
 * answers (also used by ~/lib/http_form for multipart calls): never throws; a network failure
 * or a body that is not JSON is the generic error.
 */
export async function answerOf<T = any>(url: string, init: RequestInit): Promise<ApiResponse<T>> {
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(init.headers as Record<string, string>),
        'X-XSRF-TOKEN': xsrfToken(),
      },
    })
    const text = await response.text()
    let parsed: any = {}
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      parsed = { message: GENERIC_ERROR }
    }
    return { ok: response.ok, status: response.status, body: parsed }
  } catch {
    return {
      ok: false,
      status: 0,
      body: { message: GENERIC_ERROR, errors: [{ message: GENERIC_ERROR }] } as any,
    }
  }
}

/** Field errors of a 422 answer, by field name (first message each). */
export function fieldErrors(response: ApiResponse): Record<string, string> {
  const result: Record<string, string> = {}
  for (const error of response.body.errors ?? []) {
    if (error.field && !result[error.field]) result[error.field] = error.message
  }
  return result
}

export function errorMessage(response: ApiResponse) {
  return response.body.errors?.[0]?.message ?? response.body.message ?? GENERIC_ERROR
}
