import type { UseFormReturnType } from '@mantine/form'
import type { WizardVehicle } from '@rules/garage/rules/vehicle'

/**
 * The values of a vehicle form (`@mantine/form`): the wizard's vehicle, plus the observations
 * of a garage vehicle. The form's `validate` is the shared rule of its screen
 * (`checkWizardVehicle` in the wizard, `checkGarageVehicle` in the garage), whose key `vehicle`
 * is the "plate, VIN or card photo" rule that belongs to no single input.
 */
export type VehicleFormValues = WizardVehicle & { complement?: string }
export type VehicleFormApi = UseFormReturnType<VehicleFormValues>

/** The fields that identify a vehicle: changing one rechecks the `vehicle` rule. */
const IDENTIFIERS: (keyof WizardVehicle)[] = [
  'vehicle_license_plate',
  'vehicle_VIN',
  'vehicle_property_card',
]

/**
 * Changes fields and checks them at once: a field shows its error as soon as it changes (doc 2
 * §5 "forms validate after each change"), the others keep theirs until they change or the step
 * is validated as a whole.
 */
export function changeVehicle(form: VehicleFormApi, patch: Partial<VehicleFormValues>) {
  form.setValues(patch)
  for (const key of Object.keys(patch)) form.validateField(key)
  if (IDENTIFIERS.some((key) => key in patch)) form.validateField('vehicle')
}

/** The garage API's field names → the form's paths, for the server's 422 answers. */
export const GARAGE_API_FIELDS: Record<string, string> = {
  brand_id: 'vehicle_brand_id',
  model: 'vehicle_model',
  year: 'vehicle_year',
  license_plate: 'vehicle_license_plate',
  VIN: 'vehicle_VIN',
  owner_identification: 'vehicle_owner_identification',
  property_card_image: 'vehicle',
  complement: 'complement',
}
