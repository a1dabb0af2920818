import { Button, Flex, Group, Modal, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { CHAT_PANEL_TEXTS as T } from './texts'

/**
 * The contact-data warning (doc 1 §5): the server found what looks like contact data and says
 * that sending it deactivates the account at once. 'No son datos de contacto' sends the same
 * message confirmed; 'Editar mensaje' (or closing) goes back to the input with the text kept.
 * Open while `message` is set.
 */
export function ContactDataModal({
  message,
  sending,
  onConfirm,
  onEdit,
}: {
  message: string | null
  sending: boolean
  onConfirm: () => void
  onEdit: () => void
}) {
  return (
    <Modal
      opened={message !== null}
      onClose={onEdit}
      title={
        <Group gap={6} wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" />
          <Text fw={700}>{T.contactTitle}</Text>
        </Group>
      }
      centered
      data-testid="chat-contact-warning"
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {/* side by side from 576 px; narrower, one full-width button under the other */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onEdit} disabled={sending} data-testid="chat-edit">
            {T.editMessage}
          </Button>
          <Button
            color="orange"
            onClick={onConfirm}
            loading={sending}
            data-testid="chat-confirm-contact"
          >
            {T.notContactData}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  )
}
