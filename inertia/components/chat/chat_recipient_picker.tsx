import { useEffect, useState } from 'react'
import { Group, Loader, Radio, Text } from '@mantine/core'
import { fetchParticipants } from './chat_api'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatParticipant, ChatTarget } from './types'

/**
 * 'Elige el destinatario' (doc 1 §2, §6): a message-module admin writes as administrator to
 * one participant of the conversation (the buyer or one of the store's people), listed by
 * GET api.chat.participants. Sending without one: 'Elige el destinatario del mensaje'.
 */
export function ChatRecipientPicker({
  target,
  value,
  onChange,
  error,
  disabled,
}: {
  target: ChatTarget
  value: number | null
  onChange: (userId: number | null) => void
  error: string | null
  disabled: boolean
}) {
  const [participants, setParticipants] = useState<ChatParticipant[] | null>(null)
  const [failed, setFailed] = useState(false)
  const { kind, transactionId, storeId } = target

  useEffect(() => {
    let active = true
    void fetchParticipants({ kind, transactionId, storeId }).then((response) => {
      if (!active) return
      if (response.ok) setParticipants(response.body.data)
      else setFailed(true)
    })
    return () => {
      active = false
    }
  }, [kind, transactionId, storeId])

  if (failed) {
    return (
      <Text size="sm" c="red.8">
        {T.participantsError}
      </Text>
    )
  }
  if (!participants) return <Loader size="xs" />

  return (
    <Radio.Group
      label={T.chooseRecipientTitle}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      data-testid="chat-recipient"
    >
      <Group gap="md" mt={4}>
        {participants.map((participant) => (
          <Radio
            key={participant.userId}
            value={String(participant.userId)}
            disabled={disabled}
            label={participant.label}
          />
        ))}
      </Group>
    </Radio.Group>
  )
}
