import { Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  STORE_CONFIG_MESSAGES as M,
  type StoreConfigView,
} from '@rules/stores/rules/store_config_rules'
import { urlFor } from '~/lib/routes'
import { SectionCard } from './section_card'
import type { SectionProps } from './types'
import { useSectionSave } from './use_section_save'
import { CONFIG_TEXTS } from './texts'

const T = CONFIG_TEXTS.payments

interface Values {
  payment_name: string
  payment_mobile_number: string
  transaction_closing_form: string
}

function valuesOf({ payments }: StoreConfigView): Values {
  return {
    payment_name: payments.paymentName ?? '',
    payment_mobile_number: payments.paymentMobileNumber ?? '',
    transaction_closing_form: payments.transactionClosingForm ?? '',
  }
}

/**
 * Pagos (#storeConfigSection-payments): the sales model agreed with staff (read-only) and, for
 * an order-model store, the payment info the buyer sees after ordering (name, mobile, closing
 * form). A cart-model store's buyers pay through the platform's gateway: no fields.
 */
export function PaymentsSection({ view, canEdit, onSaved }: SectionProps) {
  const orders = view.payments.salesModel === 'orders'
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: {
      payment_mobile_number: (value) =>
        !value.trim() || /^\d{10}$/.test(value.trim()) ? null : M.mobileInvalid,
      payment_name: (value) => (value.trim().length > 256 ? M.paymentNameMax : null),
    },
  })
  const { save, saving, error } = useSectionSave(
    form,
    urlFor('api.store.config.payments', { id: view.store.id }),
    onSaved
  )
  const submit = form.onSubmit((values) => void save(values))

  return (
    <SectionCard
      sectionKey="payments"
      title={T.title}
      help={orders ? T.help : T.cartHelp}
      canEdit={canEdit && orders}
      saving={saving}
      error={error}
      onSubmit={() => submit()}
    >
      <TextInput label={T.salesModel} value={T.models[view.payments.salesModel]} readOnly />
      {orders && (
        <>
          <TextInput label={T.name} disabled={!canEdit} {...form.getInputProps('payment_name')} />
          <TextInput
            label={T.mobile}
            inputMode="numeric"
            disabled={!canEdit}
            {...form.getInputProps('payment_mobile_number')}
          />
          <Textarea
            label={T.closingForm}
            autosize
            minRows={2}
            disabled={!canEdit}
            {...form.getInputProps('transaction_closing_form')}
          />
        </>
      )}
    </SectionCard>
  )
}
