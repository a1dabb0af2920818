import { useState } from 'react'
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { MAX_APPROVED_BRANDS, RESOLUTION_NOTE_MAX } from '@rules/staff/rules/brand_requests'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STAFF_BRAND_REQUESTS_TEXTS as T } from '../texts'
import type { BrandRequestRow } from './types'

interface Values {
  brand_ids: string[]
  note: string
}

/**
 * 'Aprobar': the vehicle brands the store will serve (the catalogue's list, searchable; the
 * brand of the request it came from chosen already) and an optional note. The server checks
 * again; its messages land on the fields, a 409 (already resolved) in the alert.
 */
export function ApproveModal({
  row,
  brands,
  onClose,
  onDone,
}: {
  row: BrandRequestRow | null
  brands: { value: string; label: string }[]
  onClose: () => void
  onDone: (message: string) => void
}) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={<Text fw={700}>{row ? T.approveTitle(row.store.name) : ''}</Text>}
      centered
    >
      {row && (
        <ApproveForm key={row.id} row={row} brands={brands} onClose={onClose} onDone={onDone} />
      )}
    </Modal>
  )
}

function ApproveForm({
  row,
  brands,
  onClose,
  onDone,
}: {
  row: BrandRequestRow
  brands: { value: string; label: string }[]
  onClose: () => void
  onDone: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const prefill = row.request ? [String(row.request.brandId)] : []
  const form = useForm<Values>({
    initialValues: {
      brand_ids: prefill.filter((id) => brands.some((brand) => brand.value === id)),
      note: '',
    },
    validate: {
      brand_ids: (value) => (value.length > 0 ? null : T.brandsRequired),
      note: (value) =>
        value.trim().length > RESOLUTION_NOTE_MAX
          ? T.counter(value.trim().length, RESOLUTION_NOTE_MAX)
          : null,
    },
  })

  const submit = async (values: Values) => {
    setError(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.brandRequests.approve', { id: row.id }), {
      brand_ids: values.brand_ids.map(Number),
      note: values.note.trim() || null,
    })
    setBusy(false)
    if (response.ok) return onDone(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{T.approveIntro}</Text>
        <MultiSelect
          label={T.brands}
          placeholder={T.brandsPlaceholder}
          nothingFoundMessage={T.brandsNothing}
          data={brands}
          searchable
          maxValues={MAX_APPROVED_BRANDS}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="approve-brands"
          {...form.getInputProps('brand_ids')}
        />
        <Textarea
          label={T.note}
          rows={3}
          autosize={false}
          maxLength={RESOLUTION_NOTE_MAX}
          description={T.counter(form.values.note.trim().length, RESOLUTION_NOTE_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('note')}
        />
        {error && (
          <Alert color="red" variant="light" data-testid="approve-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={busy} data-testid="confirm-approve">
            {T.confirmApprove}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
