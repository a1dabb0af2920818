import { useRef, useState } from 'react'
import type { CreatedRequest } from '~/components/quotations/wizard/success_modal'
import { applySubmitErrors, type WizardForms } from '~/components/quotations/wizard/wizard_forms'
import { clearResume, newIdempotencyKey } from '~/components/quotations/wizard/wizard_state'
import { api } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/** The answer of POST /api/{product}Go/quotationRequest (typed by its controller). */
type Created = { data: CreatedRequest }

/** Requests with this many parts or more may be quoted part by part. */
export const MIN_PARTS_BY_PRODUCT = 2

/** The summary's 'Recibir cotizaciones por autoparte' checkbox. */
export interface QuoteByProductChoice {
  checked: boolean
  onChange: (checked: boolean) => void
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * 'Enviar Solicitud' (doc 2 §3 "Submitted payload", §7): the three forms' values as the API
 * takes them, sent once per idempotency key (a retried click replays the first answer), with
 * `quote_by_product` when the buyer asked for quotations part by part. A 422 puts each message on
 * its field and lists them in the summary; success pushes the analytics event
 * `newQuotationRequest`.
 */
export function useWizardSubmit(
  forms: WizardForms,
  options: { storeId: number | null; hasReference: boolean }
) {
  const { country, product } = useShared()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [created, setCreated] = useState<CreatedRequest | null>(null)
  const idempotencyKey = useRef(newIdempotencyKey())
  const [byProduct, setByProduct] = useState(false)
  /**
   * 'Recibir cotizaciones por autoparte' (quote_by_product): offered for marketplace requests
   * with two or more parts, where each part may then take up to 3 quotations of its own (a store
   * request takes one quotation anyway).
   */
  const offerByProduct =
    options.storeId === null && forms.parts.getValues().details.length >= MIN_PARTS_BY_PRODUCT
  const quoteByProduct: QuoteByProductChoice | null = offerByProduct
    ? { checked: byProduct, onChange: setByProduct }
    : null

  const send = async () => {
    if (sending) return false
    setSending(true)
    setErrors([])
    const vehicle = forms.vehicle.getValues()
    const parts = forms.parts.getValues()
    const contact = forms.contact.getValues()
    const response = await api<Created>('POST', urlFor('api.quotationRequest.store'), {
      idempotency_key: idempotencyKey.current,
      store_id: options.storeId,
      ...vehicle,
      vehicle_brand: undefined,
      complement: undefined,
      hasReference: options.hasReference,
      details: parts.details.map((detail) => ({
        ...detail,
        reference: detail.reference.trim() || null,
      })),
      ...contact,
      mobile: normalizeMobile(contact.mobile, country.code),
      sendToProviders: parts.sendToProviders,
      satdaProviders: parts.sendToProviders ? parts.providerIds : [],
      [`${product.slug}Providers`]: true,
      quote_by_product: offerByProduct && byProduct,
    })
    setSending(false)
    if (!response.ok) {
      setErrors(applySubmitErrors(forms, response))
      return false
    }
    clearResume()
    setCreated(response.body.data)
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: 'newQuotationRequest', code: response.body.data.code })
    return true
  }

  return {
    quoteByProduct,
    send,
    sending,
    errors,
    clearErrors: () => setErrors([]),
    created,
    clearCreated: () => setCreated(null),
  }
}
