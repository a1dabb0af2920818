import { useRef, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { api, errorMessage, type ApiError, type ApiResponse } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { newIdempotencyKey } from '~/components/quotations/wizard/wizard_state'
import { clearDraft, type DraftKey } from './quotation_draft'
import { quotationPayload, quotationValues, type QuotationValues } from './quotation_values'
import type { QuotationForm } from './use_quotation_form'
import type { QuotationSaveAnswer } from './types'
import { QUOTE_TEXTS as T } from './texts'

/** The API names a product's field `quotationDetails.0.unit_price`; the form `items.0.unit_price`. */
export function withFormFields(response: ApiResponse): ApiResponse {
  const errors = (response.body.errors ?? []).map((error: ApiError) =>
    error.field
      ? { ...error, field: error.field.replace(/^quotationDetails(?=\.|$)/, 'items') }
      : error
  )
  return { ...response, body: { ...response.body, errors } }
}

/**
 * A 409: 'Solicitud cerrada' (cap — other vendors answered faster —, closed by the buyer,
 * expired) or the store's quotation already sent end this form (`final`); a full or bought part,
 * or a quotation linked to an order, only tell why.
 */
function refusal(response: ApiResponse) {
  if (response.status !== 409) return null
  const reason = response.body.data?.reason as string | undefined
  if (reason && ['cap', 'closed', 'expired'].includes(reason)) {
    const detail = response.body.data?.detail
    return { title: T.requestClosed, message: String(detail ?? T.requestClosedText), final: true }
  }
  return { title: undefined, message: errorMessage(response), final: reason === 'alreadyQuoted' }
}

export type Busy = 'send' | 'save' | 'notify' | 'remove' | null

/**
 * What the vendor's buttons do (doc 3 §4.2, §7, §8): 'Enviar Cotización' (POST, one idempotency
 * key per attempt), 'Guardar' / 'Guardar y Notificar al cliente' (PATCH) and removing a saved
 * product ('Cerrar' is close_quotation_button.tsx). Each success shows the spec's message, forgets the draft and calls
 * `onChanged` (the page reads the request again); a 422 puts the messages on the fields; a 409
 * 'Solicitud cerrada' (other vendors answered faster) reloads the request too.
 */
export function useQuotationActions({
  form,
  requestId,
  quotationId,
  draft,
  onChanged,
}: {
  form: QuotationForm
  requestId: number
  quotationId: number | null
  draft: DraftKey
  onChanged: () => void
}) {
  const [busy, setBusy] = useState<Busy>(null)
  const key = useRef(newIdempotencyKey())

  const fail = (response: ApiResponse) => {
    const stop = refusal(response)
    if (stop) {
      notifications.show({
        color: 'red',
        title: stop.title,
        message: stop.message,
        autoClose: 8000,
      })
      if (stop.final) clearDraft(draft)
      onChanged()
      return
    }
    const loose = applyServerErrors(form, withFormFields(response))
    notifications.show({ color: 'red', message: loose ?? T.checkForm })
  }

  const done = (message: string) => {
    clearDraft(draft)
    notifications.show({ color: 'green', message })
    onChanged()
  }

  /** Client checks first; false when something is missing (messages on the fields). */
  const checked = () => {
    const result = form.validate()
    if (!result.hasErrors) return true
    const errors = result.errors
    if (errors.shipping_option) {
      notifications.show({ color: 'red', title: T.shippingTitle, message: T.shippingText })
    } else {
      notifications.show({ color: 'red', message: T.checkForm })
    }
    return false
  }

  const send = async () => {
    if (busy || !checked()) return
    setBusy('send')
    const values: QuotationValues = form.getValues()
    const response = await api('POST', urlFor('api.quotations.store'), {
      quotation_request_id: requestId,
      idempotency_key: key.current,
      ...quotationPayload(values),
    })
    setBusy(null)
    if (response.ok) return done(T.sent)
    key.current = newIdempotencyKey()
    fail(response)
  }

  const save = async (notify: boolean) => {
    if (busy || quotationId === null || !checked()) return
    setBusy(notify ? 'notify' : 'save')
    const url = urlFor('api.quotations.update', { id: quotationId })
    const response = await api<QuotationSaveAnswer>('PATCH', url, {
      ...quotationPayload(form.getValues()),
      saveAndNotify: notify,
    })
    setBusy(null)
    if (!response.ok) return fail(response)
    // the saved quotation is the form's new starting point (new products now have their ids)
    const saved = quotationValues(response.body.data)
    form.setInitialValues(saved)
    form.setValues(saved)
    done(response.body.notified ? T.notified : T.updated)
  }

  /** A saved product leaves the quotation at once (DELETE); a new row only leaves the form. */
  const remove = async (index: number) => {
    const item = form.getValues().items[index]
    if (!item || busy) return
    if (!item.id) {
      form.removeListItem('items', index)
      return
    }
    setBusy('remove')
    const response = await api('DELETE', urlFor('api.quotationDetails.destroy', { id: item.id }))
    setBusy(null)
    if (!response.ok) {
      notifications.show({ color: 'red', message: errorMessage(response) })
      return
    }
    const drop = (values: QuotationValues) => ({
      ...values,
      items: values.items.filter((other) => other.id !== item.id),
    })
    form.setInitialValues(drop(form.getInitialValues()))
    form.setValues(drop(form.getValues()))
    notifications.show({ color: 'green', message: T.productDeleted })
    onChanged()
  }

  return { busy, send, save, remove }
}
