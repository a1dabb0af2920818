import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core'
import { IconCheck, IconChecks, IconCrown, IconTrash } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { openConfirmModal } from '~/lib/confirm'
import { ChatAttachments } from './chat_attachments'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatMessageView } from './types'

/** ✓ sent, ✓✓ read. */
function ReadTick({ read }: { read: boolean }) {
  const label = read ? T.read : T.sent
  return (
    <Box
      component="span"
      c={read ? 'blue.6' : 'dimmed'}
      aria-label={label}
      title={label}
      style={{ lineHeight: 0 }}
      data-testid="chat-tick"
      data-read={read}
    >
      {read ? <IconChecks size={16} /> : <IconCheck size={16} />}
    </Box>
  )
}

/**
 * One message (doc 1 §2): who wrote it (for message-module admins also to whom, and a crown
 * when an administrator wrote it), the text, the attachments, the time in the country's format
 * and the read tick; the viewer's own messages on the right. With the deletion right, a delete
 * icon asks '¿Estás seguro de eliminar este mensaje?' first (doc 1 §8).
 */
export function ChatMessageItem({
  message,
  locale,
  showReceiver,
  canDelete,
  onDelete,
}: {
  message: ChatMessageView
  locale: string
  /** Message-module admins see to whom each message was written. */
  showReceiver: boolean
  canDelete: boolean
  onDelete: (id: number) => Promise<void>
}) {
  const askDelete = () =>
    openConfirmModal({
      title: T.deleteTitle,
      children: <Text size="sm">{T.deleteQuestion}</Text>,
      labels: { confirm: T.deleteConfirm, cancel: T.cancel },
      confirmProps: { 'color': 'red', 'data-testid': 'confirm-delete-message' },
      centered: true,
      onConfirm: () => void onDelete(message.id),
    })

  return (
    <Group
      justify={message.mine ? 'flex-end' : 'flex-start'}
      wrap="nowrap"
      data-testid="chat-message"
      data-message-id={message.id}
      data-mine={message.mine}
    >
      <Paper
        radius="md"
        px="sm"
        py={6}
        maw="85%"
        bg={message.mine ? 'blue.0' : 'gray.0'}
        withBorder
        style={{ minWidth: 0 }}
      >
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="wrap" style={{ minWidth: 0 }}>
            {message.senderIsAdmin && (
              <Box component="span" c="yellow.7" style={{ lineHeight: 0 }} title={T.adminCrown}>
                <IconCrown size={14} aria-label={T.adminCrown} />
              </Box>
            )}
            <Text size="xs" fw={700} data-testid="chat-sender">
              {message.senderLabel}
            </Text>
            {showReceiver && message.receiverLabel && (
              <Text size="xs" c="dimmed">
                {T.to(message.receiverLabel)}
              </Text>
            )}
          </Group>
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={askDelete}
              aria-label={T.deleteMessage}
              title={T.deleteMessage}
              data-testid="delete-message"
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
        {message.message && (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="chat-text"
          >
            {message.message}
          </Text>
        )}
        <ChatAttachments attachments={message.attachedFile} />
        <Group gap={4} justify="flex-end" wrap="nowrap" mt={2}>
          <Text size="xs" c="dimmed">
            {formatDate(message.createdAt, locale, true)}
          </Text>
          <ReadTick read={message.isRead} />
        </Group>
      </Paper>
    </Group>
  )
}
