import { Alert, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useShared } from '~/lib/page_props'
import { Loading } from '~/components/loading'
import { ChatMessageList } from './chat_message_list'
import { ChatForm } from './chat_form'
import { useChat } from './use_chat'
import { useChatSend } from './use_chat_send'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatConversation, ChatKind } from './types'

export interface ChatPanelProps {
  kind: ChatKind
  /** The request's id ('quotationRequest'), the quotation's or the order's. */
  transactionId: number
  /**
   * The store of the conversation: needed by a buyer or an admin on a 'quotationRequest' (one
   * conversation per store that asked); otherwise the server finds it.
   */
  storeId?: number
  /** Read-only whatever the server allows (the page knows the request closed or expired…). */
  disabled?: boolean
}

/**
 * The chat panel (doc 1 §2, §4, §5; doc 3 §2.1, §2.3, §2.5), the same wherever a conversation
 * is shown: the title and the receiver (picture and name), the messages, and the input when the
 * server shows it to this viewer (`formVisible`), disabled with the reason when they may not
 * write. Nothing shows for a viewer the server does not let in.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { kind, transactionId, storeId } = props
  return <ChatConversationPanel key={`${kind}/${transactionId}/${storeId ?? ''}`} {...props} />
}

function ChatHeader({ conversation }: { conversation: ChatConversation }) {
  const { receiver } = conversation
  return (
    <Stack gap={6}>
      <Title order={3} size="h5" data-testid="chat-title">
        {conversation.title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Avatar
          src={receiver.pictureUrl}
          alt={receiver.label}
          name={receiver.label}
          color="initials"
          radius="xl"
          size="md"
        />
        <Text fw={600} size="sm" data-testid="chat-receiver">
          {receiver.label}
        </Text>
      </Group>
    </Stack>
  )
}

function ChatConversationPanel({ kind, transactionId, storeId, disabled }: ChatPanelProps) {
  const { country } = useShared()
  const chat = useChat({ kind, transactionId, storeId })
  const { conversation } = chat
  const form = useChatSend(chat.target, {
    adminWriter: conversation?.adminWriter ?? false,
    onSent: chat.addSent,
  })

  if (chat.state === 'hidden') return null
  if (chat.state === 'error') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="chat-error">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{T.loadError}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void chat.reload()}>
            {T.retry}
          </Button>
        </Group>
      </Alert>
    )
  }
  if (!conversation) return <Loading label={T.loading} />

  const blocked = disabled || !conversation.canSend
  const disabledReason = blocked ? (conversation.disabledReason ?? T.disabled) : null
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="chat-panel"
      data-kind={kind}
      data-transaction-id={transactionId}
      data-store-id={conversation.storeId}
      data-stream={chat.streamStatus}
    >
      <Stack gap="sm">
        <ChatHeader conversation={conversation} />
        <ChatMessageList
          messages={chat.messages}
          hasMore={chat.hasMore}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={() => void chat.loadOlder()}
          locale={country.locale}
          showReceiver={conversation.adminWriter}
          canDelete={conversation.canDelete}
          onDelete={chat.remove}
        />
        {conversation.formVisible && (
          <ChatForm
            form={form}
            target={chat.target}
            adminWriter={conversation.adminWriter}
            showContactNotice={conversation.showContactNotice}
            disabledReason={disabledReason}
          />
        )}
      </Stack>
    </Paper>
  )
}
