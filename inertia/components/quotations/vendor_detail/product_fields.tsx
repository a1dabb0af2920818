import { useState } from 'react'
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
  Tooltip,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconCalculator, IconPhotoPlus, IconTrash } from '@tabler/icons-react'
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
import { PRODUCT_TEXTS as T, photoUrl } from './texts'

const PriceCalculatorModal = lazyNamed(
  () => import('./price_calculator_modal'),
  'PriceCalculatorModal'
)
const ProductPhotoModal = lazyNamed(() => import('./product_photo_modal'), 'ProductPhotoModal')

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
  const [photo, setPhoto] = useState(false)
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
            decimalScale={2}
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
        <Input.Wrapper label={T.photo}>
          <Group gap="xs" mt={4} wrap="wrap">
            {values.image && (
              <>
                <Image
                  src={photoUrl(values.image)}
                  alt={values.name}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
                <Tooltip label={T.removePhoto}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={T.removePhoto}
                    onClick={() => form.setFieldValue('image', null)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhotoPlus size={16} />}
              onClick={() => setPhoto(true)}
            >
              {values.image ? T.changePhoto : T.addPhoto}
            </Button>
          </Group>
        </Input.Wrapper>
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
      <OnDemand when={photo}>
        <ProductPhotoModal
          opened={photo}
          initial={{ name: values.name, reference: values.reference }}
          onClose={() => setPhoto(false)}
          onSave={(created) => {
            form.setFieldValue('image', created.images[0])
            if (!values.reference.trim()) form.setFieldValue('reference', created.reference)
            setPhoto(false)
          }}
        />
      </OnDemand>
    </>
  )
}
