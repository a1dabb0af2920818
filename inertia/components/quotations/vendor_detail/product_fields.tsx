import { useState } from 'react'
import { Anchor, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconCalculator } from '@tabler/icons-react'
import type { ServiceCosts } from '@rules/quotations/rules/pricing'
import {
  DELIVERY_TIMES,
  ITEM_TEXT_MAX_LENGTH,
  MAX_AMOUNT,
  REFERENCE_MAX_LENGTH,
  WARRANTY_OPTIONS,
  warrantyLabel,
} from '@rules/quotations/rules/quotation_form'
import { useShared } from '~/lib/page_props'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { separators, type ItemValues } from './quotation_values'
import { ProductPhotoField } from './product_photo_field'
import { PRODUCT_TEXTS as T } from './texts'

const PriceCalculatorModal = lazyNamed(
  () => import('./price_calculator_modal'),
  'PriceCalculatorModal'
)

const WARRANTIES = WARRANTY_OPTIONS.map((days) => ({
  value: String(days),
  label: warrantyLabel(days),
}))
const DELIVERIES = Object.entries(DELIVERY_TIMES).map(([value, label]) => ({ value, label }))

/**
 * The inputs of one product (doc 3 §5): name, brand, amount (≥ 1), unit price with taxes
 * (≥ 1, 2 decimals, with 'Calcular precio'), warranty (17 options), delivery time, reference
 * (the store's part number, private) and the photo ('Crear foto del producto').
 */
export function ProductFields({
  form,
  costs,
}: {
  form: UseFormReturnType<ItemValues>
  costs: ServiceCosts | null
}) {
  const { country } = useShared()
  const { thousand, decimal } = separators(country.locale)
  const [calculator, setCalculator] = useState(false)
  const values = form.getValues()
  const price = form.getInputProps('unit_price')

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={T.name}
          withAsterisk
          maxLength={ITEM_TEXT_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={T.brand}
          withAsterisk
          maxLength={ITEM_TEXT_MAX_LENGTH}
          {...form.getInputProps('brand')}
        />
        <NumberInput
          label={T.amount}
          withAsterisk
          min={1}
          max={MAX_AMOUNT}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('amount')}
        />
        <div>
          <NumberInput
            label={T.unitPrice}
            withAsterisk
            prefix="$ "
            thousandSeparator={thousand}
            decimalSeparator={decimal}
            decimalScale={country.currency === 'COP' ? 0 : 2}
            allowNegative={false}
            {...price}
            value={values.unit_price}
            onChange={(value) =>
              form.setFieldValue('unit_price', value === '' ? '' : String(value))
            }
          />
          {costs && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt={4}
              onClick={() => setCalculator(true)}
            >
              <Group gap={4} wrap="nowrap">
                <IconCalculator size={16} />
                {T.calculate}
              </Group>
            </Anchor>
          )}
        </div>
        <Select
          label={T.warranty}
          withAsterisk
          data={WARRANTIES}
          allowDeselect={false}
          {...form.getInputProps('warranty')}
        />
        <Select
          label={T.delivery}
          withAsterisk
          data={DELIVERIES}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('delivery_time')}
        />
        <TextInput
          label={T.reference}
          description={T.referenceHelp}
          maxLength={REFERENCE_MAX_LENGTH}
          {...form.getInputProps('reference')}
        />
        <ProductPhotoField form={form} />
      </SimpleGrid>

      <OnDemand when={calculator}>
        {costs && (
          <PriceCalculatorModal
            opened={calculator}
            costs={costs}
            onClose={() => setCalculator(false)}
            onUse={(value) => {
              form.setFieldValue('unit_price', value)
              setCalculator(false)
            }}
          />
        )}
      </OnDemand>
    </>
  )
}
