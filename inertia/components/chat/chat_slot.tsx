import { Suspense, useEffect } from 'react'
import { Button } from '@mantine/core'
import { IconMessageQuestion } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import { Loading } from '~/components/loading'
import type { ChatPanelProps } from './chat_panel'
import type { SellerQuestionsButtonProps } from './seller_questions_button'
import { SELLER_QUESTIONS_TEXTS } from './texts'

/**
 * The chat's code (the panel's list, input, live stream and dialogs; the buyer's questions
 * button with its groups) comes in chunks of their own, fetched when a page first shows them:
 * the pages load only these slots.
 */
const ChatPanel = lazyNamed(() => import('./chat_panel'), 'ChatPanel')
const SellerQuestionsButton = lazyNamed(
  () => import('./seller_questions_button'),
  'SellerQuestionsButton'
)

/** The anchor `?section=chat` scrolls to (doc 3 §2). */
export const CHAT_ANCHOR = 'chat'

/**
 * A chat panel where a page shows it. `anchor`: the id the page's `?section=chat` scrolls to
 * (one per page).
 */
export function ChatSlot({ anchor, ...props }: ChatPanelProps & { anchor?: string }) {
  return (
    <div id={anchor} style={{ scrollMarginTop: 80 }} data-testid="chat-slot">
      <Suspense fallback={<Loading />}>
        <ChatPanel {...props} />
      </Suspense>
    </div>
  )
}

/**
 * 'Preguntas del vendedor' on the buyer's request page (seller_questions_button.tsx): its code
 * arrives right after the page; until then the same button, inert, holds its place, so nothing
 * around it moves when it comes (at 375 px it takes a row of its own).
 */
export function SellerQuestionsSlot(props: SellerQuestionsButtonProps) {
  return (
    <Suspense
      fallback={
        <Button
          variant="light"
          leftSection={<IconMessageQuestion size={18} />}
          data-testid="seller-questions-placeholder"
        >
          {SELLER_QUESTIONS_TEXTS.button}
        </Button>
      }
    >
      <SellerQuestionsButton {...props} />
    </Suspense>
  )
}

/** Whether the page was opened with `?section=chat`. */
export function chatSectionAsked() {
  if (typeof window === 'undefined') return false
  return new URLSearchParams(window.location.search).get('section') === CHAT_ANCHOR
}

/** How long `?section=chat` keeps the chat in view while what is above it loads. */
const SETTLE_MS = 4000
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * `?section=chat`: brings the chat (the element with id 'chat') into view, and keeps it there
 * while the page above it grows (lazily loaded forms, tables, the panel itself) for a few
 * seconds, until the user scrolls or types. `ready`: the page shows the chat now.
 */
export function useChatSection(ready: boolean) {
  useEffect(() => {
    if (!ready || !chatSectionAsked()) return
    const bring = () => document.getElementById(CHAT_ANCHOR)?.scrollIntoView({ block: 'start' })
    const observer = new ResizeObserver(bring)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      for (const type of USER_INPUT) window.removeEventListener(type, stop)
    }
    observer.observe(document.body)
    const timer = window.setTimeout(stop, SETTLE_MS)
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true })
    bring()
    return stop
  }, [ready])
}
