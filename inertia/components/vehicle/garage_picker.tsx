import { useEffect, useState } from 'react'
import { Anchor, Group, Stack } from '@mantine/core'
import { DeferredSelect as Select } from '~/components/deferred_select'
import { IconPlus } from '@tabler/icons-react'
import { garageVehicleToWizard, vehicleTitle } from '@rules/garage/rules/vehicle'
import type { GarageList, GarageVehicle } from '~/components/vehicle/types'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'

/**
 * 'Mis vehículos' of a signed-in buyer (doc 2 §2 step 1): the garage selector and the 'Crear
 * nuevo vehículo' link. Shows nothing while the garage is empty.
 */
export function GaragePicker({
  userId,
  value,
  onPick,
  onCreateNew,
}: {
  userId: number
  /** The chosen garage vehicle's id. */
  value: number | null
  onPick: (vehicle: GarageVehicle | null) => void
  onCreateNew: () => void
}) {
  const [garage, setGarage] = useState<GarageVehicle[]>([])

  useEffect(() => {
    let cancelled = false
    void api<GarageList>(
      'GET',
      urlFor('api.garage.vehicle.index', {}, { qs: { page: 0, pageSize: 100 } })
    ).then((response) => {
      if (!cancelled && response.ok) setGarage(response.body.data)
    })
    return () => {
      cancelled = true
    }
  }, [userId])

  if (garage.length === 0) return null
  return (
    <Stack gap={4}>
      <Select
        label="Mis vehículos"
        placeholder="Elige un vehículo de tu garaje"
        data={garage.map((vehicle) => ({
          value: String(vehicle.id),
          label: [
            vehicleTitle(garageVehicleToWizard(vehicle)),
            vehicle.license_plate ? `· ${vehicle.license_plate}` : '',
          ]
            .join(' ')
            .trim(),
        }))}
        value={value ? String(value) : null}
        onChange={(id) => onPick(garage.find((vehicle) => String(vehicle.id) === id) ?? null)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        w="fit-content"
        onClick={onCreateNew}
        data-testid="create-new-vehicle"
      >
        <Group gap={4} wrap="nowrap">
          <IconPlus size={14} />
          Crear nuevo vehículo
        </Group>
      </Anchor>
    </Stack>
  )
}
