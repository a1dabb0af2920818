import { Suspense, useEffect, useState } from 'react'
import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lazyNamed } from '~/lib/lazy'
import { Loading } from '~/components/loading'
import {
  CHAT_ANCHOR,
  ChatSlot,
  chatSectionAsked,
  SellerQuestionsSlot,
  useChatSection,
} from '~/components/chat/chat_slot'
import { QuotationCard } from './quotation_card'
import { CloseQuotationButton } from './close_quotation_button'
import type { VendorQuotation, VendorRequestDetail } from './types'
import { DETAIL_TEXTS as D, QUOTE_TEXTS as T } from './texts'

/**
 * The form (its inputs, pickers and pricing) and the read-only quotation are chunks of their
 * own, fetched right after the page shows the request: they sit below the request and its
 * parts, and staff never load the form.
 */
const QuotationForm = lazyNamed(() => import('./quotation_form'), 'QuotationForm')
const QuotationSummary = lazyNamed(() => import('./quotation_summary'), 'QuotationSummary')

/** Which quotation `?section=quotation-{id}` points at, if any. */
function sectionQuotationId() {
  if (typeof window === 'undefined') return null
  const section = new URLSearchParams(window.location.search).get('section') ?? ''
  const match = section.match(/^quotation-(\d+)$/)
  return match ? Number(match[1]) : null
}

/** The store may still change it: its own, not linked to an order, not closed. */
function editable(quotation: VendorQuotation, request: VendorRequestDetail) {
  return request.permissions.canEditQuotations && !quotation.locked && !quotation.isClosed
}

export interface QuotationAreaProps {
  request: VendorRequestDetail
  /** The store the vendor acts for (null for staff). */
  storeId: number | null
  today: string
  checkContactData: boolean
  /** Read the request again (after a send, a save, a close). */
  onChanged: () => void
}

/**
 * The quotations of the request page (doc 3 §2.1, §2.2): for a vendor, 'Tu cotización' — the
 * form of a new quotation while the store may quote (permissions.canQuote), then its own
 * quotation as a card with the same form to edit it (read-only once closed or linked to an
 * order, where 'Cerrar' still ends the offer); for staff, every quotation read-only, no buttons,
 * and the stores' questions before quoting ('Preguntas del vendedor', one chat per store).
 * `?section=quotation-{id}` opens and scrolls to that card. The chats (doc 3 §2.1): one per quotation inside its card, and for a
 * vendor whose store has no quotation on the request the request-level chat, where the store
 * asks the buyer its questions. `?section=chat` opens the first card and scrolls to its chat
 * (or to the request-level chat).
 */
export function QuotationArea({
  request,
  storeId,
  today,
  checkContactData,
  onChanged,
}: QuotationAreaProps) {
  const isStaff = request.permissions.isStaff
  const quotations = request.quotations
  const [target] = useState(sectionQuotationId)
  const [toChat] = useState(chatSectionAsked)
  useEffect(() => {
    if (target === null) return
    const element = document.getElementById(`quotation-${target}`)
    element?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [target])
  useChatSection(true)

  const cards = quotations.map((quotation, index) => (
    <QuotationCard
      key={quotation.id}
      quotation={quotation}
      open={
        target === quotation.id || (toChat && index === 0) || (!isStaff && quotations.length === 1)
      }
      chatAnchor={index === 0 ? CHAT_ANCHOR : undefined}
    >
      {!isStaff && storeId !== null && editable(quotation, request) ? (
        <Suspense fallback={<Loading />}>
          <QuotationForm
            request={request}
            quotation={quotation}
            storeId={storeId}
            today={today}
            checkContactData={checkContactData}
            onChanged={onChanged}
          />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading />}>
          <QuotationSummary quotation={quotation} staff={isStaff}>
            {!isStaff &&
              storeId !== null &&
              request.permissions.canEditQuotations &&
              !quotation.isClosed && (
                <CloseQuotationButton
                  quotationId={quotation.id}
                  draft={{ requestId: request.id, storeId, quotationId: quotation.id }}
                  onClosed={onChanged}
                />
              )}
          </QuotationSummary>
        </Suspense>
      )}
    </QuotationCard>
  ))

  if (isStaff) {
    return (
      <Stack gap="xs" id="quotation" data-testid="quotation-area">
        <Title order={2} size="h4">
          {D.quotationsTitle}
        </Title>
        {quotations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {D.noQuotations}
          </Text>
        ) : (
          cards
        )}
        {/* the stores' questions before quoting, one chat per store ('Historial de Mensajes') */}
        <Group>
          <SellerQuestionsSlot requestId={request.id} userId={null} staffView />
        </Group>
      </Stack>
    )
  }

  const canQuote = request.permissions.canQuote && storeId !== null
  return (
    <Stack gap="sm" id="quotation" data-testid="quotation-area">
      <Title order={2} size="h4">
        {D.quotationTitle}
      </Title>
      {canQuote && (
        <Paper withBorder radius="md" p="md">
          <Suspense fallback={<Loading />}>
            <QuotationForm
              key={request.id}
              request={request}
              quotation={null}
              storeId={storeId}
              today={today}
              checkContactData={checkContactData}
              onChanged={onChanged}
            />
          </Suspense>
        </Paper>
      )}
      {cards}
      {!canQuote && quotations.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.notQuotable}
        </Text>
      )}
      {quotations.length === 0 && storeId !== null && (
        <ChatSlot
          kind="quotationRequest"
          transactionId={request.id}
          storeId={storeId}
          anchor={CHAT_ANCHOR}
        />
      )}
    </Stack>
  )
}
