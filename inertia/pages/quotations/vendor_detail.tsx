import { useState } from 'react'
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconClockPlay,
  IconEye,
  IconHelpCircle,
} from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { DetailsTable } from '~/components/quotations/vendor_detail/details_table'
import { RequestHeader } from '~/components/quotations/vendor_detail/request_header'
import { RequestNotices } from '~/components/quotations/vendor_detail/request_notices'
import { QuotationArea } from '~/components/quotations/vendor_detail/quotation_area'
import {
  useRequestDetail,
  type DiscardTarget,
} from '~/components/quotations/vendor_detail/use_request_detail'
import { DETAIL_TEXTS as T } from '~/components/quotations/vendor_detail/texts'
import type { QuotationTools } from '~/components/moderation/quotation_staff_tools'
import type {
  BrandNotEnabled,
  VendorRequestDetail,
} from '~/components/quotations/vendor_detail/types'

/* What only some visits need loads on its own: the modals on their first open, the brand block
   when the store lacks the brand. */
const DiscardModal = lazyNamed(
  () => import('~/components/quotations/vendor/discard_modal'),
  'DiscardModal'
)
const ProcessObservationModal = lazyNamed(
  () => import('~/components/quotations/vendor/process_observation_modal'),
  'ProcessObservationModal'
)
const HowItWorksModal = lazyNamed(
  () => import('~/components/quotations/vendor_detail/how_it_works_modal'),
  'HowItWorksModal'
)
const BrandRequestBlock = lazyNamed(
  () => import('~/components/quotations/vendor_detail/brand_request_form'),
  'BrandRequestBlock'
)

type Props = {
  /** The request as GET /api/{product}Go/QuotationRequest/{id} answers it; null on error. */
  request: VendorRequestDetail | null
  /** '¡ERROR! la transacción es inexistente.' for an unknown request or one not for this user. */
  error: string | null
  /** The vendor's store has not enabled the brand of this marketplace request. */
  brandNotEnabled: BrandNotEnabled | null
  /** The store the vendor acts for (null for staff). */
  storeId: number | null
  /** The Pendientes tab, where the vendor goes after discarding or marking in process. */
  pendingUrl: string
  /** The back button: Pendientes for vendors, the main area for staff. */
  backUrl: string
  brandRequestMaxLength: number
  /** The server's date ('yyyy-MM-dd'): a new quotation is valid until today + 8 days. */
  today: string
  /** The user's infringement detection: observations with contact data are refused. */
  checkContactData: boolean
  /** Staff: 'Ver', 'Exportar PDF', 'Registrar infracción' and the infractions of each quotation. */
  quotationTools: QuotationTools | null
}

/**
 * /{product}Go/quotationRequest/{id}: the seller-side detail of one request (doc 3 §2.1) for
 * vendors, admins and module managers: the request, its parts ('Agotado'), the discard and
 * in-process actions, the vendor's quotation form and the quotations (read-only for staff).
 */
export default function VendorDetailPage(props: Props) {
  const { error, brandNotEnabled, storeId, pendingUrl, backUrl } = props
  const [help, setHelp] = useState(false)
  const [discardTarget, setDiscardTarget] = useState<DiscardTarget | null>(null)
  const [processTarget, setProcessTarget] = useState<{ id: number; code: string } | null>(null)
  const toPending = () => router.visit(pendingUrl)
  const { request, busy, toggle, reload } = useRequestDetail(props.request, {
    onDiscarded: toPending,
    onAskDiscard: setDiscardTarget,
  })
  const isStaff = request?.permissions.isStaff ?? false

  return (
    <AppLayout title={T.title} description={T.description}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              component="a"
              href={backUrl}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              px={4}
            >
              {T.back}
            </Button>
            {!isStaff && !error && (
              <Button
                variant="light"
                leftSection={<IconHelpCircle size={16} />}
                onClick={() => setHelp(true)}
              >
                {T.howItWorks}
              </Button>
            )}
          </Group>
          <Title order={1} size="h2">
            {T.title}
          </Title>

          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle />}
              data-testid="detail-error"
            >
              {error}
            </Alert>
          )}

          {brandNotEnabled && (
            <OnDemand when>
              <BrandRequestBlock block={brandNotEnabled} maxLength={props.brandRequestMaxLength} />
            </OnDemand>
          )}

          {request && (
            <>
              {isStaff && (
                <Alert color="blue" variant="light" icon={<IconEye />}>
                  {T.readOnly}
                </Alert>
              )}
              <RequestHeader request={request} />
              <RequestNotices request={request} />

              <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
                <Title order={2} size="h4">
                  {T.requestedParts}
                </Title>
                {(request.permissions.canDiscard || request.permissions.canMarkInProcess) && (
                  <Group gap="xs" wrap="wrap">
                    {request.permissions.canDiscard && (
                      <Button
                        size="sm"
                        variant="default"
                        color="red"
                        leftSection={<IconBan size={16} />}
                        onClick={() =>
                          setDiscardTarget({
                            id: request.id,
                            code: request.code,
                            available: request.available,
                          })
                        }
                      >
                        {T.discard}
                      </Button>
                    )}
                    {request.permissions.canMarkInProcess && (
                      <Button
                        size="sm"
                        variant="light"
                        leftSection={<IconClockPlay size={16} />}
                        onClick={() => setProcessTarget({ id: request.id, code: request.code })}
                      >
                        {T.markInProcess}
                      </Button>
                    )}
                  </Group>
                )}
              </Group>

              <DetailsTable
                details={request.details}
                quoteByProduct={request.quote_by_product}
                canMark={request.permissions.canTriage}
                busy={busy}
                onToggle={(detail, next) => void toggle(detail, next)}
              />

              <QuotationArea
                request={request}
                storeId={storeId}
                today={props.today}
                checkContactData={props.checkContactData}
                onChanged={() => void reload()}
              />
            </>
          )}

          {!request && !brandNotEnabled && !error && <Text c="dimmed">{T.notFound}</Text>}
        </Stack>
      </Container>

      <OnDemand when={help}>
        <HowItWorksModal opened={help} onClose={() => setHelp(false)} />
      </OnDemand>
      <OnDemand when={discardTarget !== null}>
        <DiscardModal
          request={discardTarget}
          onClose={() => setDiscardTarget(null)}
          onDiscarded={() => {
            setDiscardTarget(null)
            toPending()
          }}
        />
      </OnDemand>
      {storeId !== null && (
        <OnDemand when={processTarget !== null}>
          <ProcessObservationModal
            request={processTarget}
            storeId={storeId}
            initial={request?.quotationRequestToVendor?.process_observation_by_seller ?? null}
            onClose={() => setProcessTarget(null)}
            onSaved={() => {
              setProcessTarget(null)
              toPending()
            }}
          />
        </OnDemand>
      )}
    </AppLayout>
  )
}
