import { useEffect, useState } from 'react'
import { useForm, type FormErrors } from '@mantine/form'
import { containsContactData } from '@rules/quotations/rules/contact_data'
import { readShipping, validUntilError } from '@rules/quotations/rules/quotation_input'
import { OBSERVATIONS_MAX_LENGTH } from '@rules/quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '@rules/quotations/rules/quotation_messages'
import { useShared } from '~/lib/page_props'
import { clearDraft, loadDraft, saveDraft, type DraftKey } from './quotation_draft'
import { itemErrors, type QuotationValues } from './quotation_values'

export type QuotationForm = ReturnType<typeof useQuotationForm>['form']

export interface QuotationFormOptions {
  /** What the form starts with: the request's parts, or the saved quotation. */
  initial: QuotationValues
  draft: DraftKey
  /** The server's date ('yyyy-MM-dd'). */
  today: string
  /** The user's infringement detection is on: no contact data in the observations. */
  checkContactData: boolean
  /** The store has two or more advisers and the user is not one of them. */
  sellerRequired: boolean
}

/**
 * The "before sending" checks of doc 3 §5 on the whole quotation, with the server's messages:
 * products complete, a shipping choice (and its value), the validity date, observations
 * (128 characters, no contact data), the seller.
 */
export function validateQuotation(
  values: QuotationValues,
  context: {
    today: string
    checkContactData: boolean
    sellerRequired: boolean
    user: { fullName?: string | null; storeName?: string | null }
  }
): FormErrors {
  const errors: FormErrors = {}
  if (values.items.length === 0) errors.items = M.itemsRequired
  values.items.forEach((item, index) => {
    for (const [field, message] of Object.entries(itemErrors(item))) {
      errors[`items.${index}.${field}`] = message
    }
  })
  const shipping = readShipping({
    shipping_option: values.shipping_option,
    shipping_cost: values.shipping_option === 'added' ? values.shipping_cost : undefined,
  })
  if ('error' in shipping) errors[shipping.field] = shipping.error
  const validity = validUntilError(values.valid_until, context.today)
  if (validity) errors.valid_until = validity
  const observations = values.observations.trim()
  if (observations.length > OBSERVATIONS_MAX_LENGTH) {
    errors.observations = M.observationsTooLong
  } else if (context.checkContactData && containsContactData(observations, context.user)) {
    errors.observations = M.observationsContactData
  }
  if (context.sellerRequired && !values.adviser_id) errors.adviser_id = M.sellerRequired
  return errors
}

/**
 * The quotation form (@mantine/form) with its local draft: a draft left by a reload is
 * restored over the initial values (so an edit shows 'Guardar' at once), every change is kept,
 * and going back to the initial values forgets it. `restored` tells the page to say so.
 */
export function useQuotationForm(options: QuotationFormOptions) {
  const { user } = useShared()
  const { draft } = options
  const context = {
    today: options.today,
    checkContactData: options.checkContactData,
    sellerRequired: options.sellerRequired,
    user: { fullName: user?.fullName, storeName: user?.storeName },
  }
  /** A draft left by a reload, when it differs from what the form starts with. */
  const [stored] = useState(() => {
    const found = loadDraft(draft)
    return found && JSON.stringify(found) !== JSON.stringify(options.initial) ? found : null
  })
  const [restored, setRestored] = useState(stored !== null)

  const form = useForm<QuotationValues>({
    mode: 'controlled',
    initialValues: options.initial,
    validate: (values) => validateQuotation(values, context),
    onValuesChange: (values) => {
      if (JSON.stringify(values) === JSON.stringify(form.getInitialValues())) clearDraft(draft)
      else saveDraft(draft, values)
    },
  })

  useEffect(() => {
    if (stored) form.setValues(stored)
    // once, when the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Back to the initial values, the draft forgotten. */
  const discardDraft = () => {
    clearDraft(draft)
    form.setValues(form.getInitialValues())
    form.clearErrors()
    setRestored(false)
  }

  /** The value chosen for the vendor (only seller, or the adviser's own) without a change. */
  const presetSeller = (adviserId: string) => {
    if (form.getValues().adviser_id) return
    form.setInitialValues({ ...form.getInitialValues(), adviser_id: adviserId })
    form.setFieldValue('adviser_id', adviserId)
  }

  return { form, restored, discardDraft, presetSeller }
}
