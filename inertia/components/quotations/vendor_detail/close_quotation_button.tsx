import { useState } from 'react'
import { Button, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { api, errorMessage } from '~/lib/http'
import { openConfirmModal } from '~/lib/confirm'
import { urlFor } from '~/lib/routes'
import { clearDraft, type DraftKey } from './quotation_draft'
import { QUOTE_TEXTS as T } from './texts'

/**
 * 'Cerrar' (doc 3 §4.2, §8): after a confirmation, the offer ends now (POST …/closeQuotation:
 * the buyer can no longer see or buy it) — also once linked to an order, which only blocks
 * editing. 'Cotización cerrada exitosamente', the draft forgotten, the request read again.
 */
export function CloseQuotationButton({
  quotationId,
  draft,
  onClosed,
}: {
  quotationId: number
  draft: DraftKey
  onClosed: () => void
}) {
  const [closing, setClosing] = useState(false)

  const close = async () => {
    setClosing(true)
    const response = await api('POST', urlFor('api.quotations.close', { id: quotationId }))
    setClosing(false)
    if (!response.ok) {
      notifications.show({ color: 'red', message: errorMessage(response) })
      return
    }
    clearDraft(draft)
    notifications.show({ color: 'green', message: T.closed })
    onClosed()
  }

  const ask = () =>
    openConfirmModal({
      title: T.confirmCloseTitle,
      children: <Text size="sm">{T.confirmClose}</Text>,
      labels: { confirm: T.close, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void close(),
    })

  return (
    <Button variant="default" color="red" onClick={ask} loading={closing}>
      {T.close}
    </Button>
  )
}
