import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'

export interface CreatedRequest {
  id: number
  code: string
  vehicle_VIN: string | null
  store_id: number | null
  brand: { id: number; name: string } | null
  vehicle_model: string
  vehicleWithCatalog: { catalogId: string; vin: string } | null
}

/**
 * '¡Solicitud de cotización enviada!' (doc 2 §8). The main button: 'Ver autopartes para mi
 * vehículo' when the VIN is in the parts catalogue, 'Finalizar' in a store, otherwise 'Ver
 * productos' (catalogue search by brand and the first word of the model).
 */
export function SuccessModal({
  created,
  inStore,
  requestsUrl,
  onFinish,
}: {
  created: CreatedRequest | null
  inStore: boolean
  requestsUrl: string
  onFinish: () => void
}) {
  if (!created) return null
  const search =
    `${created.brand?.name ?? ''} ${created.vehicle_model.split(/\s+/)[0] ?? ''}`.trim()
  const main = created.vehicleWithCatalog
    ? {
        label: 'Ver autopartes para mi vehículo',
        href: `/catalogo/catalog/${created.vehicleWithCatalog.catalogId}/search/${created.vehicleWithCatalog.vin}`,
      }
    : inStore
      ? null
      : {
          label: 'Ver productos',
          href: `/catalogo/page/results?search=${encodeURIComponent(search)}`,
        }

  return (
    <Modal opened onClose={onFinish} centered withCloseButton={false} size="md">
      <Stack align="center" gap="sm" ta="center" py="md" data-testid="request-sent">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={3}>¡Solicitud de cotización enviada!</Title>
        <Text>
          Solicitud Nº <b>{created.code}</b>.{' '}
          {inStore
            ? 'La tienda te responderá en 60 minutos o menos por WhatsApp y/o correo electrónico.'
            : 'Recibirás hasta 3 opciones de compra en 60 minutos o menos por WhatsApp y/o correo electrónico.'}
        </Text>
        <Group justify="center" mt="sm">
          <Button component="a" href={requestsUrl} variant="default">
            Ver mis solicitudes
          </Button>
          {main ? (
            <Button component="a" href={main.href}>
              {main.label}
            </Button>
          ) : (
            <Button onClick={onFinish}>Finalizar</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
