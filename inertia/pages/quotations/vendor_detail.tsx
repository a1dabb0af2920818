import { useCallback, useState } from 'react'
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { router } from '@inertiajs/react'
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconClockPlay,
  IconEye,
  IconHelpCircle,
  IconInfoCircle,
} from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { api, errorMessage } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
import { DiscardModal } from '~/components/quotations/vendor/discard_modal'
import { ProcessObservationModal } from '~/components/quotations/vendor/process_observation_modal'
import { DetailsTable } from '~/components/quotations/vendor_detail/details_table'
import { RequestHeader } from '~/components/quotations/vendor_detail/request_header'
import { HowItWorksModal } from '~/components/quotations/vendor_detail/how_it_works_modal'
import { BrandRequestBlock } from '~/components/quotations/vendor_detail/brand_request_form'
import { QuotationArea } from '~/components/quotations/vendor_detail/quotation_area'
import { DETAIL_TEXTS as T } from '~/components/quotations/vendor_detail/texts'
import type {
  BrandNotEnabled,
  MarkNotAvailableAnswer,
  VendorRequestDetail,
  VendorRequestDetailLine,
} from '~/components/quotations/vendor_detail/types'

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
}

type DiscardTarget = { id: number; code: string; available: boolean }

/**
 * /{product}Go/quotationRequest/{id}: the seller-side detail of one request (doc 3 §2.1) for
 * vendors, admins and module managers.
 */
export default function VendorDetailPage(props: Props) {
  const { request: initial, error, brandNotEnabled, storeId, pendingUrl, backUrl } = props
  const { product } = useShared()
  const path = usePath()
  const [request, setRequest] = useState(initial)
  const [busy, setBusy] = useState<Set<number>>(new Set())
  const [help, setHelp] = useState(false)
  const [discardTarget, setDiscardTarget] = useState<DiscardTarget | null>(null)
  const [processTarget, setProcessTarget] = useState<{ id: number; code: string } | null>(null)

  const isStaff = request?.permissions.isStaff ?? false

  const reload = useCallback(async () => {
    if (!request) return
    const response = await api<{ data: VendorRequestDetail }>(
      'GET',
      path(`/api/${product.goPath}/QuotationRequest/${request.id}`)
    )
    if (response.ok) setRequest(response.body.data)
  }, [path, product.goPath, request])

  const toPending = () => router.visit(pendingUrl)

  const toggle = async (detail: VendorRequestDetailLine, notAvailable: boolean) => {
    if (!request) return
    setBusy((current) => new Set(current).add(detail.id))
    const response = await api<{ data: MarkNotAvailableAnswer }>(
      notAvailable ? 'POST' : 'DELETE',
      path(`/api/${product.goPath}/quotationRequestDetail/${detail.id}/markNotAvailable`)
    )
    setBusy((current) => {
      const next = new Set(current)
      next.delete(detail.id)
      return next
    })
    if (!response.ok) {
      notifications.show({ color: 'red', message: errorMessage(response) })
      return
    }
    const answer = response.body.data
    setRequest((current) =>
      current
        ? {
            ...current,
            details: current.details.map((line) =>
              line.id === detail.id ? { ...line, notAvailable: answer.notAvailable } : line
            ),
          }
        : current
    )
    if (answer.discarded) {
      notifications.show({
        color: 'green',
        title: T.autoDiscardedTitle,
        message: T.discardedToast(request.code),
      })
      toPending()
      return
    }
    if (answer.askDiscard) {
      notifications.show({ color: 'yellow', message: T.askDiscard })
      setDiscardTarget({ id: request.id, code: request.code, available: request.available })
      return
    }
    notifications.show({ color: 'green', message: response.body.message ?? '' })
    await reload()
  }

  return (
    <AppLayout
      title={T.title}
      description="Las autopartes que pide el cliente, su vehículo y las cotizaciones de la solicitud."
    >
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
            <BrandRequestBlock block={brandNotEnabled} maxLength={props.brandRequestMaxLength} />
          )}

          {request && (
            <>
              {isStaff && (
                <Alert color="blue" variant="light" icon={<IconEye />}>
                  {T.readOnly}
                </Alert>
              )}
              <RequestHeader request={request} />

              {request.permissions.showClosedAlert && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle />}
                  title={T.closedTitle}
                  data-testid="closed-alert"
                >
                  {T.closedText}
                </Alert>
              )}

              {request.vendorIgnore && (
                <Alert color="gray" variant="light" icon={<IconBan />} title={T.discardedTitle}>
                  {T.discardedText(
                    request.vendorIgnore.reason_label ?? request.vendorIgnore.reason,
                    request.vendorIgnore.adviser?.name ?? null
                  )}
                </Alert>
              )}

              {request.quotationRequestToVendor && (
                <Alert color="orange" variant="light" icon={<IconInfoCircle />} title={T.inProcess}>
                  {request.quotationRequestToVendor.process_observation_by_seller}
                </Alert>
              )}

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

              <QuotationArea quotations={request.quotations} isStaff={isStaff} />
            </>
          )}

          {!request && !brandNotEnabled && !error && <Text c="dimmed">{T.notFound}</Text>}
        </Stack>
      </Container>

      <HowItWorksModal opened={help} onClose={() => setHelp(false)} />
      <DiscardModal
        request={discardTarget}
        onClose={() => setDiscardTarget(null)}
        onDiscarded={() => {
          setDiscardTarget(null)
          toPending()
        }}
      />
      {storeId !== null && (
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
      )}
    </AppLayout>
  )
}
