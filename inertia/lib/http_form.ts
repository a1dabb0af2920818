import { answerOf, type ApiResponse } from '~/lib/http'

/**
 * A multipart call (a form with files, e.g. a chat message with its attachment): the same
 * cookie, XSRF header and answer as `api()` of ~/lib/http (never throws; the caller reads
 * `status` and `body`); the browser sets the multipart Content-Type with its boundary. A module
 * of its own: http.ts is part of every page, this only of the code that uploads.
 */
export function apiForm<T = any>(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  form: FormData,
  options: { signal?: AbortSignal } = {}
): Promise<ApiResponse<T>> {
  return answerOf<T>(url, { method, signal: options.signal, body: form })
}
