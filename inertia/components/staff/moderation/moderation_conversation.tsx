import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { EmptyState } from '~/components/empty_state'
import { formatDate } from '~/lib/format'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

type Message = Data.Staff.ModerationMessage

function Attachments({ message }: { message: Message }) {
  return (
    <Stack gap={4} mt={4}>
      {message.attachments.map((file, index) =>
        file.url && file.type === 'image' ? (
          <Anchor key={index} href={file.url} target="_blank" rel="noreferrer">
            <Image src={file.url} alt={file.name} mah={240} w="auto" fit="contain" radius="sm" />
          </Anchor>
        ) : (
          <Group key={index} gap={4} wrap="nowrap">
            <IconPaperclip size={14} />
            {file.url ? (
              <Anchor href={file.url} size="sm" target="_blank" rel="noreferrer">
                {file.name}
              </Anchor>
            ) : (
              <Text size="sm">{file.name}</Text>
            )}
          </Group>
        )
      )}
    </Stack>
  )
}

/**
 * The conversation around a moderation item, read-only, oldest first: each message with who
 * wrote it and when; the item's own message (or its stopped attempt, never delivered) framed in
 * red; messages deleted by moderation marked. Buyer's messages on the left, the store's and
 * the administrator's on the right.
 */
export function ModerationConversation({
  messages,
  locale,
}: {
  messages: Message[]
  locale: string
}) {
  if (messages.length === 0) return <EmptyState message={T.conversationEmpty} />
  return (
    <Stack gap="xs" data-testid="moderation-conversation">
      {messages.map((message) => (
        <Group
          key={`${message.id}-${message.stopped}`}
          justify={message.senderRole === 'buyer' ? 'flex-start' : 'flex-end'}
          wrap="nowrap"
        >
          <Paper
            withBorder
            radius="md"
            px="sm"
            py={6}
            maw="85%"
            bg={message.flagged ? 'red.0' : message.senderRole === 'buyer' ? 'gray.0' : 'blue.0'}
            style={{
              minWidth: 0,
              borderColor: message.flagged ? 'var(--mantine-color-red-6)' : undefined,
              borderWidth: message.flagged ? 2 : undefined,
            }}
            data-testid="moderation-message"
            data-flagged={message.flagged}
            data-deleted={message.deleted}
          >
            <Group gap={6} wrap="wrap">
              <Text size="xs" fw={700}>
                {message.senderName}
              </Text>
              <Text size="xs" c="dimmed">
                {T.roles[message.senderRole]} · {formatDate(message.createdAt, locale, true)}
              </Text>
              {message.flagged && (
                <Badge size="xs" color="red">
                  {message.stopped ? T.stopped : T.flagged}
                </Badge>
              )}
              {message.deleted && (
                <Badge size="xs" color="gray" variant="outline">
                  {T.deleted}
                </Badge>
              )}
            </Group>
            {message.text && (
              <Box
                component="p"
                m={0}
                mt={2}
                fz="sm"
                c={message.deleted ? 'dimmed' : undefined}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {message.text}
              </Box>
            )}
            {message.attachments.length > 0 && <Attachments message={message} />}
          </Paper>
        </Group>
      ))}
    </Stack>
  )
}
