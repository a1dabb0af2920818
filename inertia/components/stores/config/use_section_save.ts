import { useState } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { StoreConfigView } from '@rules/stores/rules/store_config_rules'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { CONFIG_TEXTS as T } from './texts'

/**
 * Saves one section: PUT (or `method`) to its route, the server's messages on the form's fields (anything
 * else in the returned alert text), a toast on success, and the fresh view to `onSaved`.
 */
export function useSectionSave<Values>(
  form: UseFormReturnType<Values, any, any>,
  url: string,
  onSaved: (view: StoreConfigView) => void,
  method: 'PUT' | 'PATCH' | 'POST' = 'PUT'
) {
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (body: unknown) => {
    if (saving) return
    setSaving(true)
    setError(null)
    const response = await api<{ message: string; data: StoreConfigView }>(method, url, body)
    setSaving(false)
    if (!response.ok) {
      setError(applyServerErrors(form, response))
      return
    }
    notifications.show({ color: 'green', message: response.body.message ?? T.saved })
    onSaved(response.body.data)
  }
  return { save, saving, error }
}
