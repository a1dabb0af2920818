import { useState } from 'react'
import { Alert, Button, Group, Modal, NumberInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STORE_TEXTS as T } from '../texts'

interface Values {
  service_cost_percent: number | string
  service_cost: number | string
}

/**
 * 'Activar': the service-cost plan (percentage 0–50 and fixed fee, two decimals) that activates
 * a pending store's GO module. The server checks again; its messages land on the fields.
 */
export function ActivateStoreModal({
  store,
  onClose,
  onActivated,
}: {
  store: { id: number; name: string } | null
  onClose: () => void
  onActivated: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<Values>({
    initialValues: { service_cost_percent: '', service_cost: 0 },
    validate: {
      service_cost_percent: (v) =>
        typeof v === 'number' && v >= 0 && v <= 50 ? null : T.percentInvalid,
      service_cost: (v) => (typeof v === 'number' && v >= 0 ? null : T.feeInvalid),
    },
  })

  const submit = async (values: Values) => {
    if (!store) return
    setError(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.stores.activate', { id: store.id }), values)
    setBusy(false)
    if (response.ok) {
      form.reset()
      return onActivated(response.body.message)
    }
    setError(applyServerErrors(form, response))
  }

  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      title={store ? T.activateTitle(store.name) : ''}
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={T.percent}
            description={T.percentHelp}
            min={0}
            max={50}
            decimalScale={2}
            decimalSeparator=","
            required
            {...form.getInputProps('service_cost_percent')}
          />
          <NumberInput
            label={T.fixedFee}
            description={T.fixedFeeHelp}
            min={0}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            required
            {...form.getInputProps('service_cost')}
          />
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {T.confirmActivate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
