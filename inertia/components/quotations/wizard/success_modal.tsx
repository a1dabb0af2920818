import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { createdRequestData } from '@rules/quotations/controllers/create_quotation_request_controller'

/** The request just sent, as POST /api/{product}Go/quotationRequest answers it (`data`). */
export type CreatedRequest = ReturnType<typeof createdRequestData>

/**
 * '¡Solicitud de cotización enviada!' (doc 2 §8) with 'Ver mis solicitudes' and 'Finalizar'. The
 * spec's catalogue buttons ('Ver autopartes para mi vehículo', 'Ver productos') come back when
 * the catalogue pages exist: until then they would lead to a 404, so only actions whose pages
 * exist are shown (`vehicleWithCatalog` is still in the answer for them).
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
          <Button onClick={onFinish}>Finalizar</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
