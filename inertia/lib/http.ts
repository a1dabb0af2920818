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

export async function api<T = any>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {}
): Promise<ApiResponse<T>> {
  try {
    const response = await fetch(url, {
      method,
      signal: options.signal,
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        'X-XSRF-TOKEN': xsrfToken(),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
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
