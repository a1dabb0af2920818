import { useEffect, useState } from 'react'
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  DISCARD_REASONS,
  UNAVAILABLE_DISCARD_REASON,
} from '@rules/quotations/rules/discard_reasons'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
import { VENDOR_TEXTS as T } from './texts'

export interface DiscardModalRequest {
  id: number
  code: string
  /** Whether the request still takes quotations: if not, 'Superé el tiempo de respuesta' is preselected. */
  available: boolean
}

interface Adviser {
  id: number
  name: string
}

/**
 * The discard flow (doc 2 §4 "Discard flow", §5, §8; doc 3 §8), shared by the Pendientes tab and
 * the request detail page. Open while `request` is not null.
 *
 * - Reasons a–j in Spanish, two per row; 'Superé el tiempo de respuesta' preselected for a
 *   request that is no longer available.
 * - Seller: the store's advisers from GET /api/store/adviser?limit=200 — chosen automatically
 *   when there is one, limited to themselves for an adviser (storeByAdviser), disabled for a
 *   non-admin with no store mapping (doc 1 §6); not shown when the store has no advisers.
 * - 'Selecciona una opción' / 'Selecciona un vendedor' before sending.
 * - Success: toast 'Solicitud Nº {code} descartada' and `onDiscarded({ code, alreadyDiscarded:
 *   false })`. A 400 'The record already exists': toast 'Solicitud Nº {code} ya ha sido
 *   previamente descartada.' and `onDiscarded({ code, alreadyDiscarded: true })` (the caller then
 *   goes to Pendientes). Anything else: 'Ocurrio un error al intentar descartar la solicitud de
 *   cotización.' with the server's message, and the modal stays open.
 */
export function DiscardModal(props: {
  request: DiscardModalRequest | null
  onClose(): void
  onDiscarded(result: { code: string; alreadyDiscarded: boolean }): void
}) {
  const { request, onClose, onDiscarded } = props
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={<Text fw={700}>{T.discardTitle}</Text>}
      size="lg"
      centered
    >
      {request && (
        <DiscardForm
          key={request.id}
          request={request}
          onClose={onClose}
          onDiscarded={onDiscarded}
        />
      )}
    </Modal>
  )
}

function DiscardForm({
  request,
  onClose,
  onDiscarded,
}: {
  request: DiscardModalRequest
  onClose(): void
  onDiscarded(result: { code: string; alreadyDiscarded: boolean }): void
}) {
  const { product, user } = useShared()
  const path = usePath()
  const [reason, setReason] = useState<string | null>(
    request.available ? null : UNAVAILABLE_DISCARD_REASON
  )
  const [advisers, setAdvisers] = useState<Adviser[] | null>(null)
  const [adviserId, setAdviserId] = useState<string | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ reason?: string; adviser?: string }>({})
  const [sending, setSending] = useState(false)

  const isAdmin = Boolean(user?.isAdmin || user?.manageGoModule)
  const storeByAdviser = user?.storeByAdviser ?? null
  /** Doc 1 §6: the picker is off for a non-admin who is not mapped to a store. */
  const pickerDisabled = !isAdmin && !user?.storeId && !storeByAdviser

  useEffect(() => {
    let current = true
    void api<{ data: Adviser[]; metadata: { storeByAdviser: number | null } }>(
      'GET',
      path('/api/store/adviser?limit=200')
    ).then((response) => {
      if (!current) return
      if (!response.ok) {
        setAdvisers([])
        setLoadError(errorMessage(response))
        return
      }
      const rows = response.body.data
      setAdvisers(rows)
      // one adviser (or the caller's own record) is chosen automatically
      if (rows.length === 1) setAdviserId(String(rows[0].id))
    })
    return () => {
      current = false
    }
    // The advisers of the caller's store do not change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const needsSeller = (advisers?.length ?? 0) > 0
  const limitedToSelf = storeByAdviser !== null && (advisers?.length ?? 0) <= 1

  const validate = () => {
    const next: typeof errors = {}
    if (!reason) next.reason = T.reasonRequired
    if (needsSeller && !adviserId) next.adviser = T.sellerRequired
    setErrors(next)
    return Object.keys(next).length === 0
  }

  const send = async () => {
    if (sending || !validate()) return
    setSending(true)
    const response = await api(
      'POST',
      path(`/api/${product.goPath}/vendorIgnoresQuotationRequest`),
      {
        quotation_request_id: request.id,
        reason,
        adviser_id: adviserId ? Number(adviserId) : null,
      }
    )
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: T.discarded(request.code) })
      onDiscarded({ code: request.code, alreadyDiscarded: false })
      return
    }
    if (response.status === 400 && response.body.message === T.alreadyExists) {
      notifications.show({ color: 'yellow', message: T.alreadyDiscarded(request.code) })
      onDiscarded({ code: request.code, alreadyDiscarded: true })
      return
    }
    if (response.status === 422) {
      const fields = fieldErrors(response)
      if (fields.reason || fields.adviser_id) {
        setErrors({ reason: fields.reason, adviser: fields.adviser_id })
      }
    }
    notifications.show({
      color: 'red',
      title: T.discardError,
      message: errorMessage(response),
      autoClose: 8000,
    })
  }

  return (
    <Stack gap="md" data-testid="discard-modal">
      <Text size="sm">
        ¿Por qué descartas la solicitud <strong>{request.code}</strong>? Saldrá de tus pendientes y
        la verás en Descartadas.
      </Text>
      <Radio.Group
        value={reason}
        onChange={(value) => {
          setReason(value)
          setErrors((current) => ({ ...current, reason: undefined }))
        }}
        name="discard_reason"
        label="Motivo"
        withAsterisk
        error={errors.reason}
      >
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
          {DISCARD_REASONS.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              size="sm"
              styles={{ label: { paddingInlineStart: 8 } }}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {loadError && (
        <Alert color="red" variant="light">
          {loadError}
        </Alert>
      )}
      {needsSeller && (
        <Select
          label="Vendedor"
          placeholder="Selecciona un vendedor"
          data={(advisers ?? []).map((adviser) => ({
            value: String(adviser.id),
            label: adviser.name,
          }))}
          value={adviserId}
          onChange={(value) => {
            setAdviserId(value)
            setErrors((current) => ({ ...current, adviser: undefined }))
          }}
          withAsterisk
          disabled={pickerDisabled || limitedToSelf}
          error={errors.adviser}
          searchable
          nothingFoundMessage="Sin resultados"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={sending}>
          Cancelar
        </Button>
        <Button
          color="red"
          onClick={() => void send()}
          loading={sending}
          disabled={advisers === null}
          data-testid="confirm-discard"
        >
          {T.discard}
        </Button>
      </Group>
    </Stack>
  )
}
