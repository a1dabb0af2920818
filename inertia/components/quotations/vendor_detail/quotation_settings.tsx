import { Suspense } from 'react'
import {
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconCalendar } from '@tabler/icons-react'
import {
  addDays,
  MAX_VALIDITY_DAYS,
  OBSERVATIONS_MAX_LENGTH,
  SHIPPING_OPTIONS,
  VENDOR_SHIPPING_OPTIONS,
  observationsCounter,
} from '@rules/quotations/rules/quotation_form'
import { useShared } from '~/lib/page_props'
import { lazyNamed } from '~/lib/lazy'
import { separators } from './quotation_values'
import type { QuotationForm } from './use_quotation_form'
import type { AdvisersState } from './use_advisers'
import { QUOTE_TEXTS as T } from './texts'

const ValidUntilPicker = lazyNamed(() => import('./valid_until_picker'), 'ValidUntilPicker')

/**
 * The quotation's own fields (doc 3 §2.2, §5): observations with 'n / 128 caracteres', the
 * shipping choice ('Costo de envío incluido' / 'Agregar costo de envío' with its value), the
 * valid-until date (the picker loads on its own; meanwhile the date shows read-only) and the
 * seller, enabled as the server decides (`canPick`), hidden when the store has no advisers.
 */
export function QuotationSettings({
  form,
  today,
  advisers,
}: {
  form: QuotationForm
  today: string
  advisers: AdvisersState
}) {
  const { country } = useShared()
  const { thousand, decimal } = separators(country.locale)
  const values = form.getValues()
  const validUntil = form.getInputProps('valid_until')
  const sellerLocked = !advisers.canPick || advisers.storeByAdviser !== null

  return (
    <Stack gap="md">
      <Textarea
        label={T.observations}
        placeholder={T.observationsPlaceholder}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={OBSERVATIONS_MAX_LENGTH}
        description={observationsCounter(values.observations)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('observations')}
      />
      <Radio.Group
        label={T.shipping}
        withAsterisk
        {...form.getInputProps('shipping_option')}
        value={values.shipping_option ?? ''}
        onChange={(value) => form.setFieldValue('shipping_option', value as 'included' | 'added')}
      >
        <Group gap="lg" mt={6} wrap="wrap">
          {VENDOR_SHIPPING_OPTIONS.map((option) => (
            <Radio key={option} value={option} label={SHIPPING_OPTIONS[option]} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {values.shipping_option === 'added' && (
          <NumberInput
            label={T.shippingValue}
            withAsterisk
            prefix="$ "
            thousandSeparator={thousand}
            decimalSeparator={decimal}
            decimalScale={country.currency === 'COP' ? 0 : 2}
            allowNegative={false}
            {...form.getInputProps('shipping_cost')}
            onChange={(value) =>
              form.setFieldValue('shipping_cost', value === '' ? '' : String(value))
            }
          />
        )}
        <Suspense
          fallback={
            <TextInput
              label={T.validUntil}
              withAsterisk
              readOnly
              leftSection={<IconCalendar size={16} />}
              value={values.valid_until}
            />
          }
        >
          <ValidUntilPicker
            label={T.validUntil}
            value={values.valid_until}
            minDate={today}
            maxDate={addDays(today, MAX_VALIDITY_DAYS)}
            error={validUntil.error}
            onChange={(value) => form.setFieldValue('valid_until', value)}
          />
        </Suspense>
        {advisers.advisers.length > 0 && (
          <Select
            label={T.seller}
            placeholder={T.sellerPlaceholder}
            withAsterisk={advisers.required}
            data={advisers.advisers.map((adviser) => ({
              value: String(adviser.id),
              label: adviser.name,
            }))}
            disabled={sellerLocked}
            allowDeselect={false}
            {...form.getInputProps('adviser_id')}
          />
        )}
      </SimpleGrid>
      {form.errors.items && (
        <Text size="sm" c="red.8">
          {form.errors.items}
        </Text>
      )}
    </Stack>
  )
}
