import { useRef } from 'react'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconPaperclip, IconSend } from '@tabler/icons-react'
import { CHAT_MESSAGE_MAX } from '@rules/chat/rules/chat'
import { CHAT_FILE_ACCEPT, cutName } from '@rules/chat/rules/chat_files'
import { ChatRecipientPicker } from './chat_recipient_picker'
import { ContactDataModal } from './contact_data_modal'
import type { useChatSend } from './use_chat_send'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatTarget } from './types'

/** The selected file's name is cut at 15 characters in the input (doc 1 §2). */
const INPUT_NAME_MAX = 15

/**
 * The chat's input (doc 1 §2, §5): the red contact-data notice for store-side viewers, the
 * admin's recipient picker, the text (Ctrl+Enter sends; on a desktop a hint says so while text
 * is typed), the paperclip with the picked file (name cut, a button removes it), Send. Disabled
 * with the reason when the viewer may not write.
 */
export function ChatForm({
  form,
  target,
  adminWriter,
  showContactNotice,
  disabledReason,
}: {
  form: ReturnType<typeof useChatSend>
  target: ChatTarget
  adminWriter: boolean
  showContactNotice: boolean
  /** Set when the viewer may not write: the form shows it and stays disabled. */
  disabledReason: string | null
}) {
  const input = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const desktop = useMediaQuery('(hover: hover) and (pointer: fine)') ?? false
  const disabled = disabledReason !== null
  const inert = disabled || form.sending
  const empty = form.text.trim() === '' && !form.file

  return (
    <Stack gap="xs" data-testid="chat-form">
      {showContactNotice && (
        <Text size="sm" c="red.8" fw={600} data-testid="chat-contact-notice">
          {T.contactNotice}
        </Text>
      )}
      {disabled && (
        <Alert color="gray" variant="light" p="xs" data-testid="chat-disabled">
          <Text size="sm">{disabledReason}</Text>
        </Alert>
      )}
      {form.alert && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={form.alert.title}
          withCloseButton
          onClose={form.dismissAlert}
          data-testid="chat-send-alert"
        >
          <Text size="sm">{form.alert.message}</Text>
        </Alert>
      )}
      {adminWriter && (
        <ChatRecipientPicker
          target={target}
          value={form.recipient}
          onChange={form.setRecipient}
          error={form.recipientError}
          disabled={inert}
        />
      )}
      <Textarea
        ref={input}
        aria-label={T.messageLabel}
        placeholder={T.placeholder}
        value={form.text}
        onChange={(event) => form.setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            form.send()
          }
        }}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={CHAT_MESSAGE_MAX}
        disabled={disabled}
        readOnly={form.sending}
        error={form.textError}
        data-testid="chat-input"
      />
      {desktop && form.text !== '' && !disabled && (
        <Text size="xs" c="dimmed" data-testid="chat-hint">
          {T.ctrlEnterHint}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <input
            ref={picker}
            type="file"
            accept={CHAT_FILE_ACCEPT}
            hidden
            onChange={(event) => {
              form.pickFile(event.currentTarget.files?.[0] ?? null)
              // the same file may be picked again after it was removed
              event.currentTarget.value = ''
            }}
            data-testid="chat-file-input"
          />
          <ActionIcon
            variant="light"
            size="lg"
            disabled={inert}
            onClick={() => picker.current?.click()}
            aria-label={T.attach}
            title={T.attach}
            data-testid="chat-attach"
          >
            <IconPaperclip size={18} />
          </ActionIcon>
          {form.file && (
            <Badge
              variant="light"
              size="lg"
              tt="none"
              title={form.file.name}
              style={{ minWidth: 0 }}
              rightSection={
                <CloseButton
                  size="xs"
                  onClick={form.removeFile}
                  disabled={form.sending}
                  aria-label={T.removeFile}
                  data-testid="chat-remove-file"
                />
              }
              data-testid="chat-file-name"
            >
              {cutName(form.file.name, INPUT_NAME_MAX)}
            </Badge>
          )}
        </Group>
        <Button
          onClick={form.send}
          loading={form.sending}
          disabled={disabled || empty}
          rightSection={<IconSend size={16} />}
          // at 375 px a picked file's name must give way, never 'Enviar'
          style={{ flexShrink: 0 }}
          data-testid="chat-send"
        >
          {T.send}
        </Button>
      </Group>
      {form.fileError && (
        <Text size="sm" c="red.8" data-testid="chat-file-error">
          {form.fileError}
        </Text>
      )}
      <ContactDataModal
        message={form.contactWarning}
        sending={form.sending}
        onConfirm={form.confirmContactData}
        onEdit={() => {
          form.editAfterWarning()
          // back to the text, as it was typed
          window.setTimeout(() => input.current?.focus(), 0)
        }}
      />
    </Stack>
  )
}
