import { api, errorMessage } from '~/lib/http'
import { showToast } from '~/lib/toast'

/**
 * One change of the section (re-send, cancel, deactivate, reactivate): the call, then the
 * server's Spanish message as a toast (green when done, red with the refusal otherwise) and,
 * when done, `onDone` (the lists reload).
 */
export async function runAdviserChange(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  onDone: () => void
) {
  const response = await api(method, url, body)
  if (response.ok) {
    showToast({ color: 'green', message: response.body.message })
    onDone()
  } else {
    showToast({ color: 'red', message: errorMessage(response) })
  }
  return response.ok
}
