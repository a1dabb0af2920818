import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { createdRequestData } from '@rules/quotations/controllers/create_quotation_request_controller'
import { requestReachNext } from '@rules/quotations/rules/request_reach'

/** The request just sent, as POST /api/{product}Go/quotationRequest answers it (`data`). */
export type CreatedRequest = ReturnType<typeof createdRequestData>

/**
 * '¡Solicitud de cotización enviada!' (doc 2 §8) with 'Ver mis solicitudes' and 'Finalizar'. The
 * spec's catalogue buttons ('Ver autopartes para mi vehículo', 'Ver productos') come back when
 * the catalogue pages exist: until then they would lead to a 404, so only actions whose pages
 * exist are shown (`vehicleWithCatalog` is still in the answer for them). What happens next
 * follows who the request reaches (`reach`): the marketplace's promise only where a store of
 * the country serves it.
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
          {requestReachNext(created.reach ?? (inStore ? 'store' : null))}
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
