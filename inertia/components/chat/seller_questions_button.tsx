import { useState } from 'react'
import { Badge, Button } from '@mantine/core'
import { IconMessageQuestion } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { useChatGroups } from './use_chat_groups'
import { SELLER_QUESTIONS_TEXTS as T } from './texts'
import { askedStoreId } from './asked_store'

/** The dialog (with the chat panels) loads on its first open. */
const SellerQuestionsModal = lazyNamed(
  () => import('./seller_questions_modal'),
  'SellerQuestionsModal'
)

/**
 * 'Preguntas del vendedor' on the buyer's request page (doc 3 §2.5, §4.3): the badge counts the
 * unread questions of every store; the 'Historial de Mensajes' dialog holds one chat per store
 * that asked. It opens by itself once when there are unread questions as the page loads;
 * closing it reads the groups again. A question's notice links to the page with
 * `?preguntas={storeId}`: the dialog opens at once on that store's chat. `disabled`: the request is closed or expired.
 */
export interface SellerQuestionsButtonProps {
  requestId: number
  /** The signed-in user: their notification pushes refresh the badge. */
  userId: number | null
  /** The request is closed or expired: the chats are read-only. */
  disabled?: boolean
  /**
   * Staff's view of the request (the vendor page): the badge still counts the buyer's unread
   * questions, but the dialog never opens by itself — they are not the buyer's to read.
   */
  staffView?: boolean
}

export function SellerQuestionsButton({
  requestId,
  userId,
  disabled = false,
  staffView = false,
}: SellerQuestionsButtonProps) {
  const groups = useChatGroups(requestId, userId)
  const [opened, setOpened] = useState(false)
  const [autoOpened, setAutoOpened] = useState(false)
  const [asked, setAsked] = useState<number | null>(null)

  const noRead = groups.answer?.noRead ?? 0

  // once, with the first answer: unread questions, or a question's link, open the dialog
  if (groups.loaded && !autoOpened) {
    setAutoOpened(true)
    // (read here, with the first answer: the server's render has no address bar)
    // a store that quoted since is not a group any more: its chat is on its quotation's block
    const wanted = staffView ? null : askedStoreId()
    const storeId = groups.answer?.groups.some((group) => group.storeId === wanted) ? wanted : null
    setAsked(storeId)
    if ((noRead > 0 || storeId !== null) && !staffView) setOpened(true)
  }

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessageQuestion size={18} />}
        rightSection={
          noRead > 0 ? (
            <Badge color="red" size="sm" circle aria-label={T.unread(noRead)}>
              {noRead}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpened(true)}
        data-testid="seller-questions"
        data-unread={noRead}
      >
        {T.button}
      </Button>
      <OnDemand when={opened}>
        <SellerQuestionsModal
          opened={opened}
          onClose={() => {
            setOpened(false)
            void groups.reload()
          }}
          requestId={requestId}
          answer={groups.answer}
          failed={groups.failed}
          onRetry={() => void groups.reload()}
          disabled={disabled}
          askedStoreId={asked}
        />
      </OnDemand>
    </>
  )
}
