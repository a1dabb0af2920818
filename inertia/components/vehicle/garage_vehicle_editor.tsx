import { useState } from 'react'
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  checkGarageVehicle,
  COMPLEMENT_MAX_LENGTH,
  VEHICLE_MESSAGES,
} from '@rules/garage/rules/vehicle'
import { VehicleForm, type VehicleFormValues } from '~/components/vehicle/vehicle_form'
import { GARAGE_API_FIELDS } from '~/components/vehicle/vehicle_form_state'
import { applyServerErrors } from '~/lib/form_errors'
import { api } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

export type EditorMode = 'create' | 'edit' | 'view'

/**
 * Adds, changes or shows (verified, read-only) one garage vehicle (doc 1 §5): the vehicle form
 * with 'Observaciones', checked with `checkGarageVehicle` as it is typed; the API's 422 messages
 * land on the same fields.
 */
export function GarageVehicleEditor({
  mode,
  id,
  initial,
  onCancel,
  onSaved,
}: {
  mode: EditorMode
  id: number | null
  initial: VehicleFormValues
  onCancel: () => void
  onSaved: () => void
}) {
  const { country } = useShared()
  const readOnly = mode === 'view'
  const form = useForm<VehicleFormValues>({
    initialValues: initial,
    validate: (values) => checkGarageVehicle(values, country.code),
    validateInputOnChange: ['complement'],
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (vehicle: VehicleFormValues) => {
    setFailure(null)
    setSaving(true)
    const payload = {
      brand_id: vehicle.vehicle_brand_id,
      model: vehicle.vehicle_model.trim(),
      year: vehicle.vehicle_year,
      license_plate: vehicle.vehicle_license_plate || null,
      VIN: vehicle.vehicle_VIN || null,
      owner_identification: vehicle.vehicle_owner_identification.trim() || null,
      property_card_image: vehicle.vehicle_property_card,
      complement: vehicle.complement?.trim() || null,
    }
    const response =
      mode === 'create'
        ? await api('POST', urlFor('api.garage.vehicle.store'), payload)
        : await api('PATCH', urlFor('api.garage.vehicle.update', { id: id! }), payload)
    setSaving(false)
    if (response.ok) return onSaved()
    setFailure(applyServerErrors(form, response, GARAGE_API_FIELDS))
  }

  const complement = form.getValues().complement ?? ''
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Alert color="green" variant="light">
            {VEHICLE_MESSAGES.verifiedLocked}
          </Alert>
        )}
        <VehicleForm form={form} readOnly={readOnly} ownerIdentification="plate">
          <Textarea
            label="Observaciones"
            placeholder="Ej: versión, color, detalles que ayuden a cotizar"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={COMPLEMENT_MAX_LENGTH}
            readOnly={readOnly}
            {...form.getInputProps('complement')}
            description={`${complement.length}/${COMPLEMENT_MAX_LENGTH}`}
          />
        </VehicleForm>
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              Guardar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
