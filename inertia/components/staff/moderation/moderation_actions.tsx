import { useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import {
  IconAlertOctagon,
  IconBan,
  IconCheck,
  IconMessageExclamation,
  IconTrash,
} from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { openConfirmModal } from '~/lib/confirm'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { useShared } from '~/lib/page_props'
import { WarnModal } from './warn_modal'
import { SuspendModal } from './suspend_modal'
import { ModerationInfractionModal } from './moderation_infraction_modal'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

type Item = Data.Staff.ModerationItem

/**
 * The actions that resolve an item (issue 23): 'Descartar', 'Eliminar mensaje' (with the
 * message-deletion right), 'Advertir', 'Suspender chat', 'Registrar infracción' (a store
 * person's message, with the infractions right). Each asks first; on success the page reloads
 * with the item resolved, on failure the server's Spanish message shows.
 */
export function ModerationActions({ item }: { item: Item }) {
  const { can } = useShared()
  const [open, setOpen] = useState<'warn' | 'suspend' | 'infraction' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const done = (message: string) => {
    setOpen(null)
    notifications.show({ color: 'green', message })
    router.reload()
  }

  const post = async (url: string) => {
    setError(null)
    const response = await api('POST', url, {})
    if (response.ok) return done(response.body.message ?? '')
    setError(errorMessage(response))
  }

  const confirm = (question: string, label: string, url: string, testId: string) =>
    openConfirmModal({
      title: label,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: T.confirm, cancel: T.cancel },
      confirmProps: { 'color': 'red', 'data-testid': testId },
      centered: true,
      onConfirm: () => void post(url),
    })

  if (item.review) {
    return (
      <Alert color="green" variant="light" title={T.alreadyResolved} data-testid="item-resolved">
        {item.review.label}
      </Alert>
    )
  }

  const actions = item.actions
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.actionsTitle}
        </Title>
        {error && (
          <Alert color="red" variant="light" data-testid="action-error">
            {error}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          {actions.dismiss && (
            <Button
              variant="default"
              leftSection={<IconCheck size={16} />}
              title={T.dismissHint}
              onClick={() =>
                confirm(
                  T.dismissConfirm,
                  T.dismiss,
                  urlFor('staff.moderation.dismiss', { id: item.id }),
                  'confirm-dismiss'
                )
              }
              data-testid="action-dismiss"
            >
              {T.dismiss}
            </Button>
          )}
          {actions.deleteMessage && can.staff.deleteMessages && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() =>
                confirm(
                  T.deleteConfirm,
                  T.deleteMessage,
                  urlFor('staff.moderation.deleteMessage', { id: item.id }),
                  'confirm-delete'
                )
              }
              data-testid="action-delete"
            >
              {T.deleteMessage}
            </Button>
          )}
          {actions.warn && (
            <Button
              color="orange"
              variant="light"
              leftSection={<IconMessageExclamation size={16} />}
              onClick={() => setOpen('warn')}
              data-testid="action-warn"
            >
              {T.warn}
            </Button>
          )}
          {actions.suspend && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} />}
              onClick={() => setOpen('suspend')}
              data-testid="action-suspend"
            >
              {T.suspend}
            </Button>
          )}
          {actions.registerInfraction && can.staff.infractions && (
            <Button
              color="red"
              leftSection={<IconAlertOctagon size={16} />}
              onClick={() => setOpen('infraction')}
              data-testid="action-infraction"
            >
              {T.infraction}
            </Button>
          )}
        </Group>
      </Stack>
      <WarnModal
        itemId={item.id}
        opened={open === 'warn'}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <SuspendModal
        itemId={item.id}
        writerName={item.writer.name}
        opened={open === 'suspend'}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      {open === 'infraction' && (
        <ModerationInfractionModal item={item} opened onClose={() => setOpen(null)} onDone={done} />
      )}
    </Paper>
  )
}
