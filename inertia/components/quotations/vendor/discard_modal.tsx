import { useEffect, useState } from 'react'
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import {
  DISCARD_REASONS,
  UNAVAILABLE_DISCARD_REASON,
} from '@rules/quotations/rules/discard_reasons'
import { api, errorMessage } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { VENDOR_TEXTS as T } from './texts'
import type { Adviser, StoreAdvisers } from './types'

export interface DiscardModalRequest {
  id: number
  code: string
  /** Whether the request still takes quotations: if not, 'Superé el tiempo de respuesta' is preselected. */
  available: boolean
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
 *   goes to Pendientes). Anything else: 'Ocurrió un error al intentar descartar la solicitud de
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

interface Values {
  reason: string | null
  adviser: string | null
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
  const [advisers, setAdvisers] = useState<Adviser[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const needsSeller = (advisers?.length ?? 0) > 0
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      reason: request.available ? null : UNAVAILABLE_DISCARD_REASON,
      adviser: null,
    },
    validate: {
      reason: (value) => (value ? null : T.reasonRequired),
      adviser: (value) => (needsSeller && !value ? T.sellerRequired : null),
    },
  })

  /** Doc 1 §6, decided by the server (SellerAreaPolicy.pickSeller): off until it says so. */
  const [canPick, setCanPick] = useState(false)
  const [storeByAdviser, setStoreByAdviser] = useState<number | null>(null)

  useEffect(() => {
    let current = true
    const url = urlFor('api.store.advisers', {}, { qs: { limit: 200 } })
    void api<StoreAdvisers>('GET', url).then((response) => {
      if (!current) return
      if (!response.ok) {
        setAdvisers([])
        setLoadError(errorMessage(response))
        return
      }
      const rows = response.body.data
      setCanPick(Boolean(response.body.metadata.canPick))
      setStoreByAdviser(response.body.metadata.storeByAdviser)
      setAdvisers(rows)
      // one adviser (or the caller's own record) is chosen automatically
      if (rows.length === 1) form.setFieldValue('adviser', String(rows[0].id))
    })
    return () => {
      current = false
    }
    // The advisers of the caller's store do not change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const limitedToSelf = storeByAdviser !== null && (advisers?.length ?? 0) <= 1

  const send = async (values: Values) => {
    if (sending) return
    setSending(true)
    const response = await api('POST', urlFor('api.vendor.discard'), {
      quotation_request_id: request.id,
      reason: values.reason,
      adviser_id: values.adviser ? Number(values.adviser) : null,
    })
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
    const message = applyServerErrors(form, response, { adviser_id: 'adviser' })
    notifications.show({
      color: 'red',
      title: T.discardError,
      message: message ?? errorMessage(response),
      autoClose: 8000,
    })
  }

  const question = T.discardQuestion(request.code)
  return (
    <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
      <Stack gap="md" data-testid="discard-modal">
        <Text size="sm">
          {question.before}
          <strong style={{ whiteSpace: 'nowrap' }}>{question.code}</strong>
          {question.after}
        </Text>
        <Radio.Group
          name="discard_reason"
          label={T.discardReason}
          withAsterisk
          {...form.getInputProps('reason')}
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
            label={T.seller}
            placeholder={T.sellerRequired}
            data={(advisers ?? []).map((adviser) => ({
              value: String(adviser.id),
              label: adviser.name,
            }))}
            withAsterisk
            disabled={!canPick || limitedToSelf}
            searchable
            nothingFoundMessage={T.noResults}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('adviser')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {T.cancel}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={sending}
            disabled={advisers === null}
            data-testid="confirm-discard"
          >
            {T.discard}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
