import { useLayoutEffect, useRef } from 'react'
import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { ChatMessageItem } from './chat_message_item'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatMessageView } from './types'

/** Within this distance of the end the list follows new messages. */
const FOLLOW_PX = 80

/**
 * The messages, oldest first, in a box of their own that scrolls (the page does not move):
 * 'Cargar mensajes anteriores' on top while older pages exist. The box starts at the newest
 * message and follows new ones while the reader is at the end (always for their own); loading
 * older messages keeps in view what was being read.
 */
export function ChatMessageList({
  messages,
  hasMore,
  loadingOlder,
  onLoadOlder,
  locale,
  showReceiver,
  canDelete,
  onDelete,
}: {
  messages: ChatMessageView[]
  hasMore: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  locale: string
  showReceiver: boolean
  canDelete: boolean
  onDelete: (id: number) => Promise<void>
}) {
  const box = useRef<HTMLDivElement>(null)
  const seen = useRef({ newest: 0, oldest: 0, height: 0, atEnd: true })
  const newest = messages.at(-1)
  const oldest = messages[0]

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const before = seen.current
    const newestId = newest?.id ?? 0
    const oldestId = oldest?.id ?? 0
    if (newestId !== before.newest) {
      if (before.atEnd || newest?.mine || before.newest === 0) {
        element.scrollTop = element.scrollHeight
      }
    } else if (oldestId !== before.oldest && before.height > 0) {
      // older messages came on top: the same message stays where the reader had it
      element.scrollTop += element.scrollHeight - before.height
    }
    seen.current = {
      newest: newestId,
      oldest: oldestId,
      height: element.scrollHeight,
      atEnd: element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX,
    }
  }, [newest, oldest])

  const onScroll = () => {
    const element = box.current
    if (!element) return
    seen.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX
    seen.current.height = element.scrollHeight
  }

  return (
    <Box
      ref={box}
      onScroll={onScroll}
      mah={420}
      px={4}
      style={{ overflowY: 'auto' }}
      data-testid="chat-messages"
    >
      <Stack gap="xs" py={4}>
        {hasMore && (
          <Group justify="center">
            <Button
              variant="subtle"
              size="xs"
              loading={loadingOlder}
              onClick={onLoadOlder}
              data-testid="chat-load-older"
            >
              {T.loadOlder}
            </Button>
          </Group>
        )}
        {messages.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md" data-testid="chat-empty">
            {T.noMessages}
          </Text>
        )}
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            locale={locale}
            showReceiver={showReceiver}
            canDelete={canDelete}
            onDelete={onDelete}
          />
        ))}
      </Stack>
    </Box>
  )
}
