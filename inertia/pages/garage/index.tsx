import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  Alert,
  Button,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import {
  checkGarageVehicle,
  COMPLEMENT_MAX_LENGTH,
  EMPTY_VEHICLE,
  garageVehicleToWizard,
  VEHICLE_MESSAGES,
  vehicleTitle,
  type GarageVehicle,
  type WizardVehicle,
} from '@rules/garage/rules/vehicle'
import { AppLayout } from '~/layouts/app_layout'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { VehicleForm } from '~/components/vehicle/vehicle_form'
import { VehicleInfoCard } from '~/components/vehicle/vehicle_info_card'
import { api, errorMessage, fieldErrors, GENERIC_ERROR } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
import type { CountryCode } from '@rules/core/country/country'

const PAGE_SIZE = 20

/** API field → form field, to show the server's messages where they belong. */
const SERVER_FIELDS: Record<string, string> = {
  brand_id: 'vehicle_brand_id',
  model: 'vehicle_model',
  year: 'vehicle_year',
  license_plate: 'vehicle_license_plate',
  VIN: 'vehicle_VIN',
  owner_identification: 'vehicle_owner_identification',
  property_card_image: 'vehicle',
  complement: 'complement',
}

interface Editing {
  mode: 'create' | 'edit' | 'view'
  id: number | null
  vehicle: WizardVehicle
  complement: string
}

/**
 * Mi garaje (/garage/page/vehiculos): the buyer's vehicles as info cards, with add, edit and
 * delete. Verified vehicles are locked: they open read-only and have no edit button.
 */
export default function GaragePage() {
  const { country, product } = useShared()
  const path = usePath()
  const prefix = product.routePrefix.replace(/\/$/, '')
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<GarageVehicle[] | null>(null)
  const [count, setCount] = useState(0)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)

  const load = useCallback(
    async (target: number) => {
      const response = await api<{ data: GarageVehicle[]; metadata: { count: number } }>(
        'GET',
        `${prefix}/api/garage/vehicle?page=${target}&pageSize=${PAGE_SIZE}`
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
    },
    [prefix]
  )

  useEffect(() => {
    // Loading the page's rows from the API is the effect here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(page)
  }, [load, page])

  const open = (mode: Editing['mode'], vehicle?: GarageVehicle) => {
    setEditing({
      mode,
      id: vehicle?.id ?? null,
      vehicle: vehicle ? garageVehicleToWizard(vehicle) : { ...EMPTY_VEHICLE },
      complement: vehicle?.complement ?? '',
    })
  }

  const confirmDelete = (vehicle: GarageVehicle) => {
    const title = vehicleTitle(garageVehicleToWizard(vehicle))
    modals.openConfirmModal({
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
        const response = await api('DELETE', path(`/api/garage/vehicle/${vehicle.id}`))
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

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === 'create'
            ? 'Agregar vehículo'
            : editing?.mode === 'view'
              ? 'Vehículo verificado'
              : 'Editar vehículo'
        }
        size="xl"
        centered
      >
        {editing && (
          <GarageVehicleEditor
            key={editing.id ?? 'new'}
            editing={editing}
            countryCode={country.code}
            onCancel={() => setEditing(null)}
            onSaved={(mode) => {
              setEditing(null)
              notifications.show({
                color: 'green',
                message:
                  mode === 'create' ? 'Vehículo agregado a tu garaje' : 'Vehículo actualizado',
              })
              if (mode === 'create' && page !== 0) setPage(0)
              else void load(page)
            }}
          />
        )}
      </Modal>
    </AppLayout>
  )
}

function GarageVehicleEditor({
  editing,
  countryCode,
  onCancel,
  onSaved,
}: {
  editing: Editing
  countryCode: CountryCode
  onCancel: () => void
  onSaved: (mode: Editing['mode']) => void
}) {
  const path = usePath()
  const [vehicle, setVehicle] = useState(editing.vehicle)
  const [complement, setComplement] = useState(editing.complement)
  const [showAll, setShowAll] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const readOnly = editing.mode === 'view'

  const errors = useMemo(
    () => ({ ...checkGarageVehicle({ ...vehicle, complement }, countryCode), ...serverErrors }),
    [vehicle, complement, countryCode, serverErrors]
  )

  const save = async () => {
    setFailure(null)
    const local = checkGarageVehicle({ ...vehicle, complement }, countryCode)
    if (Object.keys(local).length > 0) {
      setShowAll(true)
      return
    }
    setSaving(true)
    const payload = {
      brand_id: vehicle.vehicle_brand_id,
      model: vehicle.vehicle_model.trim(),
      year: vehicle.vehicle_year,
      license_plate: vehicle.vehicle_license_plate || null,
      VIN: vehicle.vehicle_VIN || null,
      owner_identification: vehicle.vehicle_owner_identification.trim() || null,
      property_card_image: vehicle.vehicle_property_card,
      complement: complement.trim() || null,
    }
    const response =
      editing.mode === 'create'
        ? await api('POST', path('/api/garage/vehicle'), payload)
        : await api('PATCH', path(`/api/garage/vehicle/${editing.id}`), payload)
    setSaving(false)
    if (response.ok) {
      onSaved(editing.mode)
      return
    }
    const fields = fieldErrors(response)
    const mapped: Record<string, string> = {}
    for (const [field, message] of Object.entries(fields)) {
      mapped[SERVER_FIELDS[field] ?? 'vehicle'] = message
    }
    if (Object.keys(mapped).length > 0) {
      setServerErrors(mapped)
      setShowAll(true)
    } else {
      setFailure(errorMessage(response) || GENERIC_ERROR)
    }
  }

  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="green" variant="light">
          {VEHICLE_MESSAGES.verifiedLocked}
        </Alert>
      )}
      <VehicleForm
        value={vehicle}
        onChange={(next) => {
          setServerErrors({})
          setVehicle(next)
        }}
        errors={errors}
        showAllErrors={showAll}
        readOnly={readOnly}
        ownerIdentification="plate"
      >
        <Textarea
          label="Observaciones"
          placeholder="Ej: versión, color, detalles que ayuden a cotizar"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={COMPLEMENT_MAX_LENGTH}
          readOnly={readOnly}
          value={complement}
          onChange={(event) => {
            setServerErrors({})
            setComplement(event.currentTarget.value)
          }}
          error={showAll ? errors.complement : undefined}
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
          <Button onClick={() => void save()} loading={saving}>
            Guardar
          </Button>
        )}
      </Group>
    </Stack>
  )
}
