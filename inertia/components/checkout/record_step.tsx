import { useEffect, useState, type ComponentType } from 'react'
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react'
import { MAIN_RECORD_ID, type CheckoutField } from '@rules/orders/rules/checkout_records'
import { Loading } from '~/components/loading'
import { useShared } from '~/lib/page_props'
import { useMobileText } from '~/components/mobile_input'
import { useCheckoutRecords, type CheckoutRecords } from './use_checkout_records'
import type { RecordFormProps, RecordKind } from './record_form'
import { ADDRESS_TEXTS, BILLING_TEXTS, RECORD_TEXTS as T } from './texts'

export interface RecordStepProps {
  /** The chosen record: 0 the user's own data, another id an additional record; null none yet. */
  value: number | null
  onChange(id: number): void
}

type Main = CheckoutRecords['main']
type Row = CheckoutRecords['addresses'][number] | CheckoutRecords['billing'][number]

/** What the step shows of a record, one line. */
function summary(record: Main | Row, withEmail: boolean, mobileText: (m: string | null) => string) {
  const parts = [
    record.identification,
    record.address,
    record.cityName,
    record.mobile ? mobileText(record.mobile) : null,
    withEmail && 'email' in record ? record.email : null,
  ]
  return parts.filter((part) => part && String(part).trim()).join(' · ')
}

/**
 * The address or billing step of the checkout wizard (doc 1 §2, §4): a radio list with the
 * user's own data first ('Mis datos', id 0, the default choice; disabled with a notice naming
 * what it lacks when incomplete), then the additional records; 'Agregar …' opens the inline
 * form, and after saving the list reloads and the new record is selected.
 *
 * The default: while `value` is null — or 0 with the user's data incomplete — the step picks
 * 0 when the user's data is complete, else the first additional record (nothing when none).
 */
export function RecordStep({
  kind,
  value,
  onChange,
  Form,
}: RecordStepProps & { kind: RecordKind; Form: ComponentType<RecordFormProps> }) {
  const { records, loading, failed, reload } = useCheckoutRecords()
  const { country } = useShared()
  const mobileText = useMobileText()
  const [adding, setAdding] = useState(false)
  const texts = kind === 'address' ? ADDRESS_TEXTS : BILLING_TEXTS
  const withEmail = kind === 'billing'
  const rows: Row[] = records ? (kind === 'address' ? records.addresses : records.billing) : []
  const mainComplete = records
    ? kind === 'address'
      ? records.main.completeForAddress
      : records.main.completeForBilling
    : false
  const missing = (
    records
      ? kind === 'address'
        ? records.main.missing.forAddress
        : records.main.missing.forBilling
      : []
  ) as CheckoutField[]

  useEffect(() => {
    if (!records) return
    const known = value !== null && rows.some((row) => row.id === value)
    const mainChosen = value === MAIN_RECORD_ID && mainComplete
    if (known || mainChosen) return
    if (mainComplete) onChange(MAIN_RECORD_ID)
    else if (rows.length > 0) onChange(rows[0].id)
    // Only when the records or the value change; rows and mainComplete derive from records.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [records, value])

  const saved = async (id: number) => {
    setAdding(false)
    await reload()
    onChange(id)
  }

  if (loading) return <Loading />
  if (failed && !records) {
    return (
      <Alert color="red" title={T.loadError}>
        <Button variant="light" size="xs" mt="xs" onClick={() => void reload()}>
          {T.retry}
        </Button>
      </Alert>
    )
  }
  if (!records) return null

  return (
    <Stack gap="md">
      <Radio.Group
        label={texts.legend}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value={String(MAIN_RECORD_ID)}
            disabled={!mainComplete}
            data-testid={`${kind}-option-0`}
            label={
              <Text fw={600} size="sm">
                {T.mainLabel}
                {records.main.fullname ? `: ${records.main.fullname}` : ''}
              </Text>
            }
            description={summary(records.main, withEmail, mobileText) || T.mainDescription}
          />
          {!mainComplete && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid={`${kind}-main-incomplete`}
            >
              {T.incomplete(missing, country.code)}
            </Alert>
          )}
          {rows.map((row) => (
            <Radio
              key={row.id}
              value={String(row.id)}
              data-testid={`${kind}-option-${row.id}`}
              label={
                <Text fw={600} size="sm">
                  {row.fullname}
                </Text>
              }
              description={summary(row, withEmail, mobileText)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {adding ? (
        <Form onSaved={(id) => void saved(id)} onCancel={() => setAdding(false)} />
      ) : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            data-testid={`add-${kind}`}
          >
            {texts.add}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
