import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconArrowLeft, IconEye, IconSearch } from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { lazyNamed } from '~/lib/lazy'
import { useShared } from '~/lib/page_props'
import { OnDemand } from '~/components/on_demand'
import { useQuotationPushes } from '~/components/quotations/requests/use_quotation_pushes'
import type { CloseReasonOption } from '~/components/quotations/requests/types'
import { UnauthorizedPanel } from '~/components/quotations/buyer_detail/unauthorized_panel'
import { RequestSection } from '~/components/quotations/buyer_detail/request_section'
import {
  QuotationBlock,
  quotationAnchor,
} from '~/components/quotations/buyer_detail/quotation_block'
import { ReRequestBox, type ReRequestKind } from '~/components/quotations/buyer_detail/rerequest'
import { CheckoutWizardSlot } from '~/components/quotations/buyer_detail/checkout_slot'
import { BUYER_DETAIL_TEXTS as T } from '~/components/quotations/buyer_detail/texts'
import { CHAT_ANCHOR, useChatSection } from '~/components/chat/chat_slot'
import { askedStoreId } from '~/components/chat/asked_store'
import type {
  BuyerQuotation,
  BuyerRequestDetail,
  CheckoutState,
  ReasonOption,
  UnauthorizedUser,
} from '~/components/quotations/buyer_detail/types'

const DiscardQuotationModal = lazyNamed(
  () => import('~/components/quotations/buyer_detail/discard_modal'),
  'DiscardQuotationModal'
)
const ReRequestModal = lazyNamed(
  () => import('~/components/quotations/buyer_detail/rerequest_modal'),
  'ReRequestModal'
)

interface Props {
  /** The request with its quotations; null with the unauthorized panel. */
  request: BuyerRequestDetail | null
  /** The signed-in user, when they may not see this request (doc 3 §2.6). */
  unauthorized: UnauthorizedUser | null
  /** The main area (/{product}Go/page/index): the back button and 'Volver'. */
  indexUrl: string
  closeReasons: CloseReasonOption[]
  discardReasons: ReasonOption[]
}

/** `?section=quotation-{id}`: the quotation to scroll to (doc 3 §2). */
function sectionQuotationId() {
  const section = new URLSearchParams(window.location.search).get('section') ?? ''
  const match = /^quotation-(\d+)$/.exec(section)
  return match ? Number(match[1]) : null
}

/**
 * /{product}Go/quotationRequestDetail/{id} (QuotationRequestDetailCustomer, doc 3 §2.5): the
 * buyer's detail page of one request — 'Ver solicitud' with the parts, the calendar and
 * 'Cerrar Solicitud', the closed box with the re-request buttons, and one 'Opción de compra #n'
 * per quotation (the customer view of §2.3). Staff read it without any action. A new quotation
 * pushed on the buyer's live channel reloads the request. The chats come from the chat module:
 * 'Preguntas del vendedor' in 'Ver solicitud' and one chat per quotation; `?section=chat`
 * scrolls to the first quotation's chat.
 */
export default function BuyerDetailPage(props: Props) {
  const { request, unauthorized, indexUrl } = props
  const { user } = useShared()
  const [opened, setOpened] = useState<Record<number, boolean>>({})
  const [checkout, setCheckout] = useState<CheckoutState | null>(null)
  const [discarding, setDiscarding] = useState<BuyerQuotation | null>(null)
  const [reRequest, setReRequest] = useState<ReRequestKind | null>(null)

  const reload = useCallback(() => router.reload({ only: ['request'] }), [])
  useQuotationPushes(request?.permissions.canAct ? (user?.id ?? null) : null, reload)

  /*
   * ?section=quotation-{id}: bring that block into view once (every block starts unfolded). A
   * question's link (?preguntas={storeId}) whose store has quoted since: its chat, questions
   * included, is on its quotation's block.
   */
  const quotationsOnLoad = useRef(request?.quotations ?? [])
  useEffect(() => {
    const asked = askedStoreId()
    const id =
      sectionQuotationId() ??
      quotationsOnLoad.current.find((one) => asked !== null && one.store?.id === asked)?.id ??
      null
    if (id === null) return
    const timer = window.setTimeout(() => {
      document.getElementById(quotationAnchor(id))?.scrollIntoView({ behavior: 'smooth' })
    }, 150)
    return () => window.clearTimeout(timer)
  }, [])

  const quotations = request?.quotations ?? []
  useChatSection(quotations.length > 0)
  const canAct = request?.permissions.canAct ?? false
  const waiting = request && !request.is_closed && !request.quotationRequestExpired

  return (
    <AppLayout title={T.title} description={T.description}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Group>
            <Button
              component="a"
              href={indexUrl}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              px={4}
            >
              {T.back}
            </Button>
          </Group>
          <Title order={1} size="h2">
            {T.title}
          </Title>

          {unauthorized && <UnauthorizedPanel user={unauthorized} indexUrl={indexUrl} />}

          {request && (
            <>
              {request.permissions.isStaff && (
                <Alert color="blue" variant="light" icon={<IconEye />}>
                  {T.readOnly}
                </Alert>
              )}
              <RequestSection
                request={request}
                closeReasons={props.closeReasons}
                onChanged={reload}
              />
              {(request.is_closed || request.quotationRequestExpired) && (
                <ReRequestBox
                  text={request.is_closed ? T.closedInfo : T.expiredInfo}
                  canAct={canAct}
                  onReRequest={setReRequest}
                  testId="closed-box"
                />
              )}
              {quotations.map((quotation, index) => (
                <QuotationBlock
                  key={quotation.id}
                  quotation={quotation}
                  position={index + 1}
                  collapsible={quotations.length > 1}
                  opened={opened[quotation.id] ?? true}
                  marketplace={request.store_id === null}
                  onToggle={() =>
                    setOpened((current) => ({
                      ...current,
                      [quotation.id]: !(current[quotation.id] ?? true),
                    }))
                  }
                  onBuy={(selection) => setCheckout({ mode: 'order', selection })}
                  onPaymentLink={(selection) => setCheckout({ mode: 'paymentLink', selection })}
                  onDiscard={setDiscarding}
                  onReRequest={setReRequest}
                  requestClosed={request.is_closed || request.quotationRequestExpired}
                  chatAnchor={index === 0 ? CHAT_ANCHOR : undefined}
                />
              ))}
              {quotations.length === 0 && (
                <Alert
                  color={waiting ? 'orange' : 'gray'}
                  variant="light"
                  icon={<IconSearch />}
                  data-testid="no-quotations"
                >
                  <Text size="sm">{waiting ? T.searching : T.noQuotations}</Text>
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Container>

      {checkout && (
        <CheckoutWizardSlot
          opened
          mode={checkout.mode}
          selection={checkout.selection}
          onClose={() => setCheckout(null)}
          onDone={() => {
            setCheckout(null)
            reload()
          }}
        />
      )}
      <OnDemand when={discarding !== null}>
        <DiscardQuotationModal
          quotation={discarding}
          reasons={props.discardReasons}
          onCancel={() => setDiscarding(null)}
          onDone={() => {
            setDiscarding(null)
            reload()
          }}
        />
      </OnDemand>
      {request?.reRequest && (
        <OnDemand when={reRequest !== null}>
          <ReRequestModal
            kind={reRequest}
            reRequest={request.reRequest}
            indexUrl={indexUrl}
            onClose={() => setReRequest(null)}
          />
        </OnDemand>
      )}
    </AppLayout>
  )
}
