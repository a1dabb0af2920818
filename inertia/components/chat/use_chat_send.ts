import { useCallback, useRef, useState } from 'react'
import { errorMessage, type ApiResponse } from '~/lib/http'
import { sendChatMessage } from './chat_api'
import { fileProblem } from '@rules/chat/rules/chat_files'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatMessageView, ChatTarget } from './types'

/** The first message of each field of a 422 answer. */
function messagesByField(response: ApiResponse) {
  const result: Record<string, string> = {}
  for (const error of response.body.errors ?? []) {
    if (error.field && !(error.field in result)) result[error.field] = error.message
  }
  return result
}

/** A refusal shown above the input: 'notAvailable', a 403, a failed call. */
export interface SendAlert {
  title?: string
  message: string
}

/**
 * The chat's input (doc 1 §5 "Chat send"): the text, one attached file (checked here first:
 * type and 20 MB), a message-module admin's recipient. Empty text without a file is ignored, and
 * so is a send while another is on its way. Nothing typed is lost on a failure: the text and the
 * file stay until the server takes the message. Answers of the server:
 * - 422 `contactData`: the warning (`contactWarning`); 'No son datos de contacto' sends again
 *   with `confirmContactData`, 'Editar mensaje' goes back to the text;
 * - 422 `notAvailable` and other refusals: an alert above the input;
 * - 422 field errors: under the file, the recipient or the text.
 */
export function useChatSend(
  target: ChatTarget,
  options: { adminWriter: boolean; onSent: (message: ChatMessageView) => void }
) {
  const [text, setText] = useState('')
  const [file, setFileState] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [textError, setTextError] = useState<string | null>(null)
  const [recipient, setRecipientState] = useState<number | null>(null)
  const [recipientError, setRecipientError] = useState<string | null>(null)
  const [alert, setAlert] = useState<SendAlert | null>(null)
  const [contactWarning, setContactWarning] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const busy = useRef(false)
  const { adminWriter, onSent } = options

  /** A picked file: kept when allowed, refused with its reason otherwise. */
  const pickFile = useCallback((picked: File | null) => {
    if (!picked) return
    const problem = fileProblem(picked)
    setFileError(problem === 'type' ? T.fileType : problem === 'size' ? T.fileTooBig : null)
    if (!problem) setFileState(picked)
  }, [])

  const removeFile = useCallback(() => {
    setFileState(null)
    setFileError(null)
  }, [])

  const setRecipient = useCallback((userId: number | null) => {
    setRecipientState(userId)
    if (userId !== null) setRecipientError(null)
  }, [])

  const changeText = useCallback((value: string) => {
    setText(value)
    setTextError(null)
  }, [])

  const send = useCallback(
    async (confirmContactData = false) => {
      if (busy.current) return
      const message = text.trim()
      if (message === '' && !file) return
      if (adminWriter && recipient === null) {
        setRecipientError(T.chooseRecipient)
        return
      }
      busy.current = true
      setSending(true)
      setAlert(null)
      const response = await sendChatMessage(target, {
        message,
        file,
        receiverUserId: adminWriter ? recipient : null,
        confirmContactData,
      })
      busy.current = false
      setSending(false)
      if (response.ok) {
        setText('')
        setFileState(null)
        setFileError(null)
        setTextError(null)
        setContactWarning(null)
        onSent(response.body.data)
        return
      }
      setContactWarning(null)
      const code = response.body.code
      if (response.status === 422 && code === 'contactData') {
        setContactWarning(errorMessage(response))
        return
      }
      if (response.status === 422 && code === 'notAvailable') {
        setAlert({ title: T.notAvailableTitle, message: errorMessage(response) })
        return
      }
      const fields = messagesByField(response)
      if (response.status === 422 && Object.keys(fields).length > 0) {
        if (fields.attached_file) setFileError(fields.attached_file)
        if (fields.receiverUserId) setRecipientError(fields.receiverUserId)
        if (fields.message) setTextError(fields.message)
        const other = Object.entries(fields).find(
          ([field]) => !['attached_file', 'receiverUserId', 'message'].includes(field)
        )
        if (other) setAlert({ message: other[1] })
        return
      }
      setAlert({ message: response.status === 0 ? T.sendError : errorMessage(response) })
    },
    [text, file, adminWriter, recipient, target, onSent]
  )

  return {
    text,
    setText: changeText,
    file,
    fileError,
    pickFile,
    removeFile,
    textError,
    recipient,
    setRecipient,
    recipientError,
    alert,
    dismissAlert: () => setAlert(null),
    contactWarning,
    /** 'Editar mensaje': back to the text as it was. */
    editAfterWarning: () => setContactWarning(null),
    /** 'No son datos de contacto': the same message again, confirmed. */
    confirmContactData: () => void send(true),
    sending,
    send: () => void send(false),
  }
}
