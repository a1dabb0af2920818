import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDocumentVisibility } from '@mantine/hooks'
import { CHAT_PAGE_SIZE } from '@rules/chat/rules/chat'
import { showToast } from '~/lib/toast'
import { deleteChatMessage, fetchChatPage, markChatRead } from './chat_api'
import { fromLive, newestId, upsertMessages, withPageOne } from './chat_messages'
import { useChatLive } from './use_chat_live'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatConversation, ChatMessageView, ChatPush, ChatTarget } from './types'

/** The messages shown, oldest first; `page`: the oldest page loaded. */
interface MessageList {
  messages: ChatMessageView[]
  page: number
  hasMore: boolean
}

const EMPTY_LIST: MessageList = { messages: [], page: 1, hasMore: false }

/** 'loading' until the first page answers; 'hidden' when the viewer may not see the chat. */
export type ChatLoadState = 'loading' | 'ready' | 'error' | 'hidden'

/**
 * One conversation as a panel shows it (doc 1 §2, §4, §9): its first page (the newest
 * messages), older pages on demand ('Cargar mensajes anteriores'), kept live over the
 * conversation's channel (use_chat_live.ts: pushes, page 1 read again after a reconnection or
 * when the tab is shown again, the 5-second poll while the stream is down). A message-module
 * admin reads page 1 again on each pushed message (the push has no names), and so does a viewer
 * whose input is hidden until the other side writes (the answer says when it shows). Messages
 * addressed to the viewer are marked read once shown: while the panel is mounted and the tab
 * visible.
 */
export function useChat(target: ChatTarget) {
  const { kind, transactionId, storeId } = target
  const [conversation, setConversation] = useState<ChatConversation | null>(null)
  const [list, setList] = useState<MessageList>(EMPTY_LIST)
  const [state, setState] = useState<ChatLoadState>('loading')
  const [loadingOlder, setLoadingOlder] = useState(false)
  /** Answers of page 1 that arrive after a newer request started are dropped. */
  const latest = useRef(0)
  const pageSize = useRef<number>(CHAT_PAGE_SIZE)
  /** The list as last rendered: what a page-1 read started from. */
  const listed = useRef(list)
  useEffect(() => {
    listed.current = list
  })

  /** The conversation as the server resolved it (its store), once known. */
  const resolved = useMemo<ChatTarget>(
    () => ({ kind, transactionId, storeId: conversation?.storeId ?? storeId }),
    [kind, transactionId, storeId, conversation?.storeId]
  )

  const reloadFirst = useCallback(async () => {
    const request = ++latest.current
    const knownBefore = newestId(listed.current.messages)
    const response = await fetchChatPage({ kind, transactionId, storeId }, 1, pageSize.current)
    if (request !== latest.current) return
    if (!response.ok) {
      // a conversation already shown stays as it is; the next reload tries again
      const refused = response.status === 403 || response.status === 404
      setState((current) => (current === 'ready' ? current : refused ? 'hidden' : 'error'))
      return
    }
    const answer = response.body.data
    pageSize.current = answer.pageSize
    setConversation(answer.conversation)
    setList((current) => {
      const next = withPageOne(current.messages, answer.messages, answer.hasMore, knownBefore)
      return next.reset
        ? { messages: next.messages, page: 1, hasMore: answer.hasMore }
        : { ...current, messages: next.messages }
    })
    setState('ready')
  }, [kind, transactionId, storeId])

  useEffect(() => {
    void reloadFirst()
  }, [reloadFirst])

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !list.hasMore) return
    setLoadingOlder(true)
    const response = await fetchChatPage(resolved, list.page + 1, pageSize.current)
    setLoadingOlder(false)
    if (!response.ok) {
      showToast({ color: 'red', message: T.loadError })
      return
    }
    const answer = response.body.data
    setList((current) => ({
      messages: upsertMessages(current.messages, answer.messages),
      page: answer.page,
      hasMore: answer.hasMore,
    }))
  }, [loadingOlder, list.hasMore, list.page, resolved])

  const setMessages = useCallback(
    (update: (current: ChatMessageView[]) => ChatMessageView[]) =>
      setList((current) => ({ ...current, messages: update(current.messages) })),
    []
  )

  const onPush = useCallback(
    (push: ChatPush) => {
      if (!conversation) return
      if (push.type === 'chat.message') {
        // a message already listed (the sender's own answer came first) stays as the server said;
        // while the form is hidden (a store waiting for the buyer's question, a buyer for the
        // store's) the first message shows it: the conversation is read again with page 1
        if (conversation.adminWriter || !conversation.formVisible) void reloadFirst()
        else
          setMessages((current) =>
            current.some((message) => message.id === push.message.id)
              ? current
              : upsertMessages(current, [fromLive(push.message, conversation, T.admin)])
          )
      } else if (push.type === 'chat.read') {
        const ids = new Set(push.ids)
        setMessages((current) =>
          current.map((message) => (ids.has(message.id) ? { ...message, isRead: true } : message))
        )
      } else {
        setMessages((current) => current.filter((message) => message.id !== push.id))
      }
    },
    [conversation, reloadFirst, setMessages]
  )
  const streamStatus = useChatLive(conversation?.channel ?? null, {
    onPush,
    onResync: () => void reloadFirst(),
  })

  /** A message the viewer just sent (the push of the same message is then deduplicated). */
  const addSent = useCallback(
    (message: ChatMessageView) => {
      setMessages((current) => upsertMessages(current, [message]))
    },
    [setMessages]
  )

  const remove = useCallback(
    async (id: number) => {
      const response = await deleteChatMessage(id)
      if (!response.ok) {
        showToast({ color: 'red', message: T.deleteError })
        return
      }
      setMessages((current) => current.filter((message) => message.id !== id))
    },
    [setMessages]
  )

  useMarkRead(list.messages, setMessages)

  return {
    conversation,
    messages: list.messages,
    state,
    hasMore: list.hasMore,
    loadingOlder,
    streamStatus,
    target: resolved,
    reload: reloadFirst,
    loadOlder,
    addSent,
    remove,
  }
}

/**
 * Marks read, once shown, the unread messages addressed to the viewer (the server leaves out
 * admins and answers the ids it marked; the others' ticks change by the `chat.read` push).
 * Each id is asked for once while the panel lives; a failed call lets the next change retry.
 */
function useMarkRead(
  messages: ChatMessageView[],
  setMessages: (update: (current: ChatMessageView[]) => ChatMessageView[]) => void
) {
  const visibility = useDocumentVisibility()
  const asked = useRef(new Set<number>())
  useEffect(() => {
    if (visibility !== 'visible') return
    const ids = messages
      .filter(
        (message) => message.addressedToMe && !message.isRead && !asked.current.has(message.id)
      )
      .map((message) => message.id)
    if (ids.length === 0) return
    for (const id of ids) asked.current.add(id)
    void markChatRead(ids).then((response) => {
      if (!response.ok) {
        for (const id of ids) asked.current.delete(id)
        return
      }
      const marked = new Set(response.body.data.ids)
      setMessages((current) =>
        current.map((message) => (marked.has(message.id) ? { ...message, isRead: true } : message))
      )
    })
  }, [messages, visibility, setMessages])
}
