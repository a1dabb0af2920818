import type { UseFormReturnType } from '@mantine/form'
import { errorMessage, type ApiResponse } from '~/lib/http'

/**
 * Puts the server's validation errors (`422 { message, errors: [{ field, message }] }`) on the
 * fields of a `@mantine/form` form, the first message per field. A field the form holds
 * (`email`, `details.0.name`) gets its message; `fields` renames the API's names to the form's
 * paths (`{ brand_id: 'vehicle_brand_id', property_card_image: 'vehicle' }`).
 *
 * Answers null when every message found its field, otherwise the first message that did not
 * (or the answer's message when it named no field), for an alert.
 */
export function applyServerErrors<Values>(
  form: UseFormReturnType<Values, any, any>,
  response: ApiResponse,
  fields: Record<string, string> = {}
): string | null {
  const placed: Record<string, string> = {}
  let loose: string | null = null
  for (const error of response.body.errors ?? []) {
    const path = error.field ? (fields[error.field] ?? error.field) : null
    if (path && (error.field! in fields || hasPath(form.getValues(), path))) {
      placed[path] ??= error.message
    } else {
      loose ??= error.message
    }
  }
  if (Object.keys(placed).length > 0) form.setErrors({ ...form.errors, ...placed })
  if (loose) return loose
  return Object.keys(placed).length > 0 ? null : errorMessage(response)
}

/** Whether `values` has the dotted path (`details.0.name`). */
function hasPath(values: unknown, path: string) {
  let current: any = values
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false
    current = current[key]
  }
  return true
}
