import { useState, type ReactNode } from 'react'
import { Alert, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { decodeVin, VIN_LENGTH } from '@rules/catalog/rules/vin'
import { MODEL_MAX_LENGTH } from '@rules/garage/rules/vehicle'
import { BrandSelect, useBrands } from '~/components/vehicle/brand_select'
import { VehicleIdentifiers } from '~/components/vehicle/vehicle_identifiers'
import {
  changeVehicle,
  type VehicleFormApi,
  type VehicleFormValues,
} from '~/components/vehicle/vehicle_form_state'
import { foldText } from '~/lib/format'

export type { VehicleFormApi, VehicleFormValues }

/**
 * The vehicle form (doc 1 §2, doc 2 §2 step 1): brand (searchable), model and year, and the
 * options block Placa / Escribir el VIN / Foto tarjeta propiedad. Works on a `@mantine/form`
 * form whose `validate` is the screen's shared rule: a field shows its error as soon as it
 * changes, every error once the form is validated, and the server's errors land on the same
 * fields. Typing a full VIN fills in an empty brand and year (offline VIN decoding).
 */
export function VehicleForm({
  form,
  readOnly = false,
  ownerIdentification = 'auto',
  children,
}: {
  form: VehicleFormApi
  readOnly?: boolean
  /** auto: when a hand-typed Colombian plate needs it; plate: whenever the plate option is on. */
  ownerIdentification?: 'auto' | 'plate'
  children?: ReactNode
}) {
  const brands = useBrands()
  const [vinNote, setVinNote] = useState<string | null>(null)
  const values = form.getValues()
  const brand =
    values.vehicle_brand ?? brands.find((item) => item.id === values.vehicle_brand_id) ?? null

  const typeVin = (vin: string) => {
    const patch: Partial<VehicleFormValues> = { vehicle_VIN: vin }
    setVinNote(null)
    if (vin.length === VIN_LENGTH) {
      const decoded = decodeVin(vin)
      const filled: string[] = []
      if (decoded?.brandName && !values.vehicle_brand_id) {
        const found = brands.find((item) => foldText(item.name) === foldText(decoded.brandName!))
        if (found) {
          patch.vehicle_brand_id = found.id
          patch.vehicle_brand = found
          filled.push('la marca')
        }
      }
      if (decoded?.modelYear && !values.vehicle_year) {
        patch.vehicle_year = decoded.modelYear
        filled.push('el año')
      }
      if (filled.length) setVinNote(`Completamos ${filled.join(' y ')} con el VIN.`)
    }
    changeVehicle(form, patch)
  }

  return (
    <Stack gap="md" data-testid="vehicle-form">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BrandSelect
          brands={brands}
          value={brand}
          readOnly={readOnly}
          onChange={(chosen) =>
            changeVehicle(form, { vehicle_brand_id: chosen?.id ?? null, vehicle_brand: chosen })
          }
          error={form.errors.vehicle_brand_id}
        />
        <TextInput
          label="Modelo"
          placeholder="Ej: Spark GT"
          required={!readOnly}
          readOnly={readOnly}
          maxLength={MODEL_MAX_LENGTH}
          value={values.vehicle_model}
          onChange={(event) => changeVehicle(form, { vehicle_model: event.currentTarget.value })}
          error={form.errors.vehicle_model}
        />
        <NumberInput
          label="Año"
          placeholder="Ej: 2015"
          required={!readOnly && !values.vehicle_is_verified}
          readOnly={readOnly}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          maxLength={4}
          value={values.vehicle_year ?? ''}
          onChange={(year) =>
            changeVehicle(form, { vehicle_year: year === '' ? null : Number(year) })
          }
          error={form.errors.vehicle_year}
        />
      </SimpleGrid>

      <VehicleIdentifiers
        form={form}
        readOnly={readOnly}
        ownerIdentification={ownerIdentification}
        onVin={typeVin}
        vinNote={vinNote}
      />

      {form.errors.vehicle && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="vehicle-data-error"
        >
          {form.errors.vehicle}
        </Alert>
      )}

      {children}
    </Stack>
  )
}
