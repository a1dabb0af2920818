import { useState } from 'react'
import { Button, Group, Select, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  BANK_HOLDER_MAX,
  BANK_NAME_MAX,
  bankAccountMessage,
  isBankAccountNumber,
  STORE_CONFIG_MESSAGES as M,
  type StoreConfigView,
} from '@rules/stores/rules/store_config_rules'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { SectionCard } from './section_card'
import type { SectionProps } from './types'
import { useSectionSave } from './use_section_save'
import { CONFIG_TEXTS } from './texts'

const T = CONFIG_TEXTS.bank

interface Values {
  bank_name: string
  account_type: string
  account_number: string
  holder: string
  holder_document: string
}

const EMPTY: Values = {
  bank_name: '',
  account_type: '',
  account_number: '',
  holder: '',
  holder_document: '',
}

/** 'Cuenta de ahorros •••• 1234 · Banco …': the saved account as the page shows it. */
export function maskedAccount(bank: NonNullable<StoreConfigView['payments']['bank']>) {
  return `${BANK_ACCOUNT_TYPE_LABELS[bank.accountType]} •••• ${bank.last4} · ${bank.bankName}`
}

/**
 * Pagos' bank data (#storeConfigSection-bank, every sales model): where the platform pays the
 * store's disbursements. Once saved the page knows only the masked account (bank, type, last
 * four digits, holder): the owner's 'Cambiar datos bancarios' opens the empty form again — it is
 * never pre-filled with the number. Advisers read the masked account. A Mexican store gives its
 * CLABE (18 digits), any other an account number of 6 to 20 digits (shared rule).
 */
export function BankDataForm({ view, canEdit, onSaved }: SectionProps) {
  const { country } = useShared()
  const { bank } = view.payments
  const countryCode = view.store.countryCode
  const [editing, setEditing] = useState(false)
  const open = canEdit && (editing || !bank)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      bank_name: (value) =>
        !value.trim()
          ? M.bankNameRequired
          : value.trim().length > BANK_NAME_MAX
            ? M.bankNameMax
            : null,
      account_type: (value) => (value ? null : M.bankTypeInvalid),
      account_number: (value) =>
        isBankAccountNumber(value.trim(), countryCode) ? null : bankAccountMessage(countryCode),
      holder: (value) =>
        !value.trim()
          ? M.bankHolderRequired
          : value.trim().length > BANK_HOLDER_MAX
            ? M.bankHolderMax
            : null,
      holder_document: (value) => (value.trim() ? null : M.bankDocumentRequired),
    },
  })
  const { save, saving, error } = useSectionSave(
    form,
    urlFor('api.store.config.dataBankConfig', { id: view.store.id }),
    (fresh) => {
      form.setValues(EMPTY)
      form.resetDirty(EMPTY)
      setEditing(false)
      onSaved(fresh)
    },
    'PATCH'
  )
  const submit = form.onSubmit((values) => void save(values))

  return (
    <SectionCard
      sectionKey="bank"
      title={T.title}
      help={T.help}
      canEdit={open}
      saving={saving}
      error={error}
      onSubmit={() => submit()}
    >
      {bank && !open && (
        <div data-testid="bank-data-saved">
          <Text fw={600}>{maskedAccount(bank)}</Text>
          <Text size="sm">{T.holderOf(bank.holder)}</Text>
          {bank.savedAt && (
            <Text size="sm" c="dimmed">
              {T.savedOn(formatDate(bank.savedAt, country.locale))}
            </Text>
          )}
        </div>
      )}
      {!bank && !open && <Text size="sm">{T.none}</Text>}
      {bank && !open && canEdit && (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {T.change}
          </Button>
        </Group>
      )}
      {open && (
        <>
          <TextInput
            label={T.bankName}
            placeholder={T.bankNamePlaceholder}
            required
            {...form.getInputProps('bank_name')}
          />
          <Select
            label={T.accountType}
            placeholder={T.accountTypePlaceholder}
            required
            data={BANK_ACCOUNT_TYPES.map((type) => ({
              value: type,
              label: BANK_ACCOUNT_TYPE_LABELS[type],
            }))}
            {...form.getInputProps('account_type')}
          />
          <TextInput
            label={countryCode === 'MX' ? T.clabe : T.accountNumber}
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('account_number')}
          />
          <TextInput label={T.holder} required {...form.getInputProps('holder')} />
          <TextInput
            label={T.holderDocument}
            required
            autoComplete="off"
            {...form.getInputProps('holder_document')}
          />
          {bank && (
            <Group>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                {T.cancel}
              </Button>
            </Group>
          )}
        </>
      )}
    </SectionCard>
  )
}
