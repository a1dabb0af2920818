import { useState } from 'react'
import {
  AccordionChevron,
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { Loading } from '~/components/loading'
import { ChatPanel } from './chat_panel'
import { SELLER_QUESTIONS_TEXTS as T } from './texts'
import type { ChatGroup, ChatGroupsAnswer } from './types'

const groupKey = (group: ChatGroup) => String(group.storeId)

/**
 * The group shown first: the store the page's link named (`?preguntas={storeId}`, a question's
 * notice), else the first with unread questions, else the first.
 */
function firstOpen(groups: ChatGroup[], asked: number | null) {
  if (asked !== null && groups.some((group) => group.storeId === asked)) return String(asked)
  const unread = groups.find((group) => group.noRead > 0) ?? groups[0]
  return unread ? groupKey(unread) : null
}

/**
 * 'Historial de Mensajes' (doc 3 §2.5): one chat per store that asked the buyer a question
 * ('Vendedor n', with its unread count), one open at a time — a folded one stays idle (Collapse
 * keeps it in an Activity): only the open one is live and marks its messages read. 'Aún no se ha realizado ninguna pregunta...' without any. The chats
 * are read-only when the request is closed or expired.
 */
export function SellerQuestionsModal({
  opened,
  onClose,
  requestId,
  answer,
  failed,
  onRetry,
  disabled,
  askedStoreId = null,
}: {
  opened: boolean
  onClose: () => void
  requestId: number
  answer: ChatGroupsAnswer | null
  failed: boolean
  onRetry: () => void
  disabled: boolean
  /** The store whose questions the page's link points at (`?preguntas={storeId}`). */
  askedStoreId?: number | null
}) {
  const groups = answer?.groups ?? []
  /** undefined until the buyer picks (or folds) one. */
  const [chosen, setChosen] = useState<string | null | undefined>(undefined)
  const known = chosen === null || groups.some((group) => groupKey(group) === chosen)
  const value = chosen !== undefined && known ? chosen : firstOpen(groups, askedStoreId)

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.title}</Text>}
      size="lg"
      data-testid="seller-questions-modal"
    >
      {!answer && failed && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{T.loadError}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {!answer && !failed && <Loading />}
      {answer && groups.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="seller-questions-empty">
          {T.empty}
        </Text>
      )}
      {groups.length > 0 && (
        <Stack gap="xs">
          {groups.map((group) => {
            const open = value === groupKey(group)
            return (
              <Paper key={group.storeId} withBorder radius="md" data-testid="chat-group">
                <UnstyledButton
                  onClick={() => setChosen(open ? null : groupKey(group))}
                  aria-expanded={open}
                  w="100%"
                  p="sm"
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs">
                      <Text fw={600}>
                        {group.storeName ? `${group.label} · ${group.storeName}` : group.label}
                      </Text>
                      {group.noRead > 0 && (
                        <Badge color="red" size="sm" circle aria-label={T.unread(group.noRead)}>
                          {group.noRead}
                        </Badge>
                      )}
                    </Group>
                    <AccordionChevron
                      size={18}
                      style={{ transform: open ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
                    />
                  </Group>
                </UnstyledButton>
                <Collapse expanded={open}>
                  <div style={{ padding: '0 var(--mantine-spacing-sm) var(--mantine-spacing-sm)' }}>
                    <ChatPanel
                      kind="quotationRequest"
                      transactionId={requestId}
                      storeId={group.storeId}
                      disabled={disabled || answer?.disabled}
                    />
                  </div>
                </Collapse>
              </Paper>
            )
          })}
        </Stack>
      )}
    </Modal>
  )
}
