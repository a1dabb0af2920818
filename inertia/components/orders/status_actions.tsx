import { useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { TargetStatus } from '@rules/orders/rules/order_status'
import { api, errorMessage, type ApiResponse } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { openConfirmModal } from '~/lib/confirm'
import { showToast } from '~/lib/toast'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import type { NoteTarget } from './status_note_modal'
import { ORDER_TEXTS as T } from './texts'

type Order = Data.Orders.OrderDetail

/** The note dialog loads on its first open. */
const StatusNoteModal = lazyNamed(() => import('./status_note_modal'), 'StatusNoteModal')

/**
 * The status a viewer may move the order to now (`order.actions`, decided by the server): the
 * store confirms, ships (with a tracking note), marks delivered or cancels (with a reason); the
 * buyer cancels a pending order. Each change goes to the API with the status shown here
 * (`from`): when someone changed it meanwhile the answer is a 409 in Spanish, shown as a toast,
 * and the page reloads the order. Staff see the read-only notice.
 */
export function StatusActions({ order }: { order: Order }) {
  const [noteFor, setNoteFor] = useState<NoteTarget | null>(null)
  const url =
    order.side === 'buyer'
      ? urlFor('api.orders.status', { id: order.id })
      : urlFor('api.sales.status', { id: order.id })

  const send = async (status: TargetStatus, note?: string): Promise<ApiResponse | null> => {
    const response = await api('PATCH', url, {
      status,
      from: order.status,
      ...(status === 'shipped' ? { tracking_note: note } : {}),
      ...(status === 'cancelled' ? { cancel_reason: note } : {}),
    })
    if (response.ok) {
      setNoteFor(null)
      showToast({ color: 'green', message: response.body.message })
      router.reload({ only: ['order'] })
      return null
    }
    if (response.status === 422) return response
    setNoteFor(null)
    showToast({ color: 'red', title: T.changeError, message: errorMessage(response) })
    router.reload({ only: ['order'] })
    return null
  }

  const ask = (status: TargetStatus) => {
    if (status === 'shipped' || status === 'cancelled') {
      setNoteFor(status)
      return
    }
    openConfirmModal({
      title: T.confirmTitle[status],
      centered: true,
      children: <Text size="sm">{T.confirmText[status]}</Text>,
      labels: { confirm: T.yes, cancel: T.no },
      onConfirm: () => void send(status),
    })
  }

  if (order.side === 'staff') {
    return (
      <Alert color="gray" variant="light" data-testid="read-only">
        {T.readOnly}
      </Alert>
    )
  }
  if (order.actions.length === 0) return null

  return (
    <Paper withBorder radius="md" p="md" data-testid="status-actions">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {T.actionsTitle}
        </Title>
        {order.side === 'buyer' && (
          <Text size="sm" c="dimmed">
            {T.buyerCancelHelp}
          </Text>
        )}
        <Group gap="xs">
          {order.actions.map((status) => (
            <Button
              key={status}
              variant={status === 'cancelled' ? 'light' : 'filled'}
              color={status === 'cancelled' ? 'red' : undefined}
              onClick={() => ask(status)}
              data-testid={`action-${status}`}
            >
              {order.side === 'buyer' ? T.buyerCancel : T.actions[status]}
            </Button>
          ))}
        </Group>
      </Stack>
      <OnDemand when={noteFor !== null}>
        <StatusNoteModal
          target={noteFor}
          title={noteFor === 'shipped' ? T.shipTitle : T.cancelTitle}
          onSubmit={(target, note) => send(target, note)}
          onClose={() => setNoteFor(null)}
        />
      </OnDemand>
    </Paper>
  )
}
