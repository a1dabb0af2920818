import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { EMPTY_VEHICLE, garageVehicleToWizard, vehicleTitle } from '@rules/garage/rules/vehicle'
import type { GarageList, GarageVehicle } from '~/components/vehicle/types'
import { AppLayout } from '~/layouts/app_layout'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { OnDemand } from '~/components/on_demand'
import type { GarageEditing } from '~/components/vehicle/garage_editor_modal'
import { VehicleInfoCard } from '~/components/vehicle/vehicle_info_card'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { openConfirmModal } from '~/lib/confirm'
import { lazyNamed } from '~/lib/lazy'

const PAGE_SIZE = 20

type Editing = GarageEditing

/** The add, edit and view dialog (the vehicle form and its rules) loads on its first open. */
const GarageEditorModal = lazyNamed(
  () => import('~/components/vehicle/garage_editor_modal'),
  'GarageEditorModal'
)

/**
 * Mi garaje (/garage/page/vehiculos): the buyer's vehicles as info cards, with add, edit and
 * delete. Verified vehicles are locked: they open read-only and have no edit button.
 */
export default function GaragePage() {
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<GarageVehicle[] | null>(null)
  const [count, setCount] = useState(0)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)

  const load = useCallback(async (target: number) => {
    const response = await api<GarageList>(
      'GET',
      urlFor('api.garage.vehicle.index', {}, { qs: { page: target, pageSize: PAGE_SIZE } })
    )
    if (!response.ok) {
      setLoadError(errorMessage(response))
      setRows([])
      return
    }
    setLoadError(null)
    if (response.body.data.length === 0 && target > 0) {
      setPage(target - 1)
      return
    }
    setRows(response.body.data)
    setCount(response.body.metadata.count)
  }, [])

  useEffect(() => {
    // Loading the page's rows from the API is the effect here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(page)
  }, [load, page])

  const open = (mode: Editing['mode'], vehicle?: GarageVehicle) => {
    setEditing({
      mode,
      id: vehicle?.id ?? null,
      vehicle: {
        ...(vehicle ? garageVehicleToWizard(vehicle) : EMPTY_VEHICLE),
        complement: vehicle?.complement ?? '',
      },
    })
  }

  const confirmDelete = (vehicle: GarageVehicle) => {
    const title = vehicleTitle(garageVehicleToWizard(vehicle))
    openConfirmModal({
      title: 'Eliminar vehículo',
      centered: true,
      children: (
        <Text size="sm">
          ¿Estás seguro de eliminar <b>{title}</b> de tu garaje?
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { 'color': 'red', 'data-testid': 'confirm-delete' },
      onConfirm: async () => {
        const response = await api(
          'DELETE',
          urlFor('api.garage.vehicle.destroy', { id: vehicle.id })
        )
        if (response.ok) {
          notifications.show({ color: 'green', message: 'Vehículo eliminado de tu garaje' })
          void load(page)
        } else {
          notifications.show({ color: 'red', message: errorMessage(response) })
        }
      },
    })
  }

  return (
    <AppLayout
      title="Mi garaje"
      description="Tus vehículos guardados: pide cotizaciones de autopartes para ellos sin volver a escribir sus datos."
    >
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <div>
            <Title order={1} size="h2">
              Mi garaje
            </Title>
            <Text c="dimmed">Tus vehículos, listos para solicitar cotizaciones más rápido.</Text>
          </div>
          <Button leftSection={<IconPlus size={18} />} onClick={() => open('create')}>
            Agregar vehículo
          </Button>
        </Group>

        {loadError && (
          <Alert color="red" variant="light" mb="md">
            {loadError}
          </Alert>
        )}

        {rows === null ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="garage-list">
              {rows.map((vehicle) => (
                <VehicleInfoCard
                  key={vehicle.id}
                  vehicle={garageVehicleToWizard(vehicle)}
                  extra={[
                    { label: 'Color', value: vehicle.color },
                    { label: 'Combustible', value: vehicle.fuel_type },
                  ]}
                  actions={
                    <>
                      {vehicle.is_verified ? (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconEye size={14} />}
                          onClick={() => open('view', vehicle)}
                        >
                          Ver
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => open('edit', vehicle)}
                        >
                          Editar
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => confirmDelete(vehicle)}
                      >
                        Eliminar
                      </Button>
                    </>
                  }
                />
              ))}
            </SimpleGrid>
            <PaginationControl total={count} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </Container>

      <OnDemand when={editing !== null}>
        <GarageEditorModal
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null)
            notifications.show({
              color: 'green',
              message:
                saved.mode === 'create' ? 'Vehículo agregado a tu garaje' : 'Vehículo actualizado',
            })
            if (saved.mode === 'create' && page !== 0) setPage(0)
            else void load(page)
          }}
        />
      </OnDemand>
    </AppLayout>
  )
}
