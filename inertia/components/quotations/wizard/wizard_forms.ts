import { useEffect } from 'react'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { checkWizardVehicle, EMPTY_VEHICLE } from '@rules/garage/rules/vehicle'
import {
  DETAIL_MESSAGES,
  detailErrors,
  EMPTY_DETAIL,
  type WizardDetail,
} from '@rules/quotations/rules/details'
import type { CountryCode } from '@rules/core/country/country'
import type { VehicleFormValues } from '~/components/vehicle/vehicle_form'
import type { WizardContact } from '~/components/quotations/wizard/wizard_state'
import { applyServerErrors } from '~/lib/form_errors'
import { errorMessage, type ApiError, type ApiResponse } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'

/** Step 2 'Autopartes': the part lines and 'Enviar a mis proveedores'. */
export interface PartsValues {
  details: WizardDetail[]
  sendToProviders: boolean
  providerIds: number[]
}

export type PartsFormApi = UseFormReturnType<PartsValues>
export type ContactFormApi = UseFormReturnType<WizardContact>

/** Step 3 'Tus Datos' (doc 2 §5): name, city, e-mail and WhatsApp number. */
export function contactErrors(contact: WizardContact, countryCode: CountryCode) {
  const errors: Partial<Record<keyof WizardContact, string>> = {}
  if (contact.name.trim().length < 3) errors.name = 'Ingresa tu nombre'
  if (!contact.city_id) errors.city_id = 'Selecciona tu ciudad'
  if (!/^\S+@\S+\.\S+$/.test(contact.email.trim())) errors.email = 'El email no es válido'
  if (!normalizeMobile(contact.mobile, countryCode)) errors.mobile = 'Teléfono inválido'
  return errors
}

/** Every line's rules (`details.0.name`...) and at least one supplier when sending to them. */
function partsErrors(values: PartsValues, hasReference: boolean) {
  const errors: Record<string, string> = {}
  values.details.forEach((detail, index) => {
    for (const [field, message] of Object.entries(detailErrors(detail, { hasReference }))) {
      errors[`details.${index}.${field}`] = message
    }
  })
  if (values.sendToProviders && values.providerIds.length === 0) {
    errors.providerIds = DETAIL_MESSAGES.providersRequired
  }
  return errors
}

/**
 * The wizard's three forms (`@mantine/form`), each validated by the shared rules of its step:
 * the vehicle (`checkWizardVehicle`), the parts and the contact. The contact follows the signed-in
 * user (prefilled, and completed again right after a number is verified).
 */
export function useWizardForms(start: {
  vehicle?: VehicleFormValues
  details?: WizardDetail[]
  hasReference: boolean
}) {
  const { user, country } = useShared()
  const { hasReference } = start
  const vehicle = useForm<VehicleFormValues>({
    initialValues: start.vehicle ?? EMPTY_VEHICLE,
    validate: (values) => checkWizardVehicle(values, { countryCode: country.code, hasReference }),
  })
  const parts = useForm<PartsValues>({
    initialValues: {
      details: start.details?.length ? start.details : [{ ...EMPTY_DETAIL }],
      sendToProviders: false,
      providerIds: [],
    },
    validate: (values) => partsErrors(values, hasReference),
    validateInputOnBlur: true,
  })
  const contact = useForm<WizardContact>({
    initialValues: {
      name: user?.fullName ?? '',
      city_id: user?.cityId ?? null,
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
    },
    validate: (values) => contactErrors(values, country.code),
    validateInputOnBlur: true,
  })

  useEffect(() => {
    if (!user) return
    contact.setValues((current) => ({
      name: current.name || user.fullName,
      city_id: current.city_id ?? user.cityId,
      email: current.email || user.email || '',
      mobile: current.mobile || user.mobile || '',
    }))
    // The prefill follows the signed-in account only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id])

  return { vehicle, parts, contact }
}

export type WizardForms = ReturnType<typeof useWizardForms>

/**
 * A refused submit (422): each message goes to its field in its step's form (`vehicle_model`,
 * `details.1.amount`, `mobile`...). Answers every message, for the summary.
 */
export function applySubmitErrors(forms: WizardForms, response: ApiResponse) {
  applyServerErrors(forms.vehicle, response, { vehicle: 'vehicle' })
  applyServerErrors(forms.parts, response, { satdaProviders: 'providerIds' })
  applyServerErrors(forms.contact, response)
  const messages = (response.body.errors ?? []).map((error: ApiError) => error.message)
  return messages.length ? [...new Set(messages)] : [errorMessage(response)]
}
