import { useState } from 'react'
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import type { Quantity } from '@rules/quotations/rules/buyer_purchase'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotationItem } from './types'

const ImageViewer = lazyNamed(
  () => import('~/components/quotations/vendor_detail/image_viewer'),
  'ImageViewer'
)

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

/**
 * The products of a purchase option (doc 3 §2.3): name, brand, photo, unit price (taxes
 * included), warranty, delivery time and the quantity offered; when the buyer may buy, a
 * quantity to buy from 0 to what is still available, with its message under the field (a
 * number field: Mantine's NumberInput would add 9 KB gz to the page).
 */
export function QuotationProducts({
  items,
  canBuy,
  quantities,
  errors,
  onChange,
}: {
  items: BuyerQuotationItem[]
  canBuy: boolean
  quantities: Record<number, Quantity>
  errors: Record<number, string>
  onChange: (id: number, value: Quantity) => void
}) {
  const { country } = useShared()
  const money = (value: string) => formatMoney(value, country.locale, country.currency)
  const [photo, setPhoto] = useState<BuyerQuotationItem | null>(null)

  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="sm" data-testid="quotation-product">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              {item.brand && (
                <Text size="sm" c="dimmed">
                  {T.brand}: {item.brand}
                </Text>
              )}
            </div>
            {item.image && (
              <ActionIcon
                variant="light"
                onClick={() => setPhoto(item)}
                aria-label={`${T.viewPhoto}: ${item.name}`}
                title={T.viewPhoto}
              >
                <IconPhoto size={18} />
              </ActionIcon>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
            <Info label={T.unitPrice} value={money(item.unit_price)} />
            <Info label={T.warranty} value={item.warrantyLabel} />
            <Info label={T.deliveryTime} value={item.delivery_time_label ?? item.delivery_time} />
            <Info label={T.offered} value={String(item.amount)} />
          </SimpleGrid>
          {canBuy && item.availablePurchaseQuantity > 0 && (
            <Group align="flex-start" gap="sm" mt="xs" wrap="wrap">
              <TextInput
                type="number"
                inputMode="numeric"
                label={T.toBuy}
                description={T.availableUnits(item.availablePurchaseQuantity)}
                value={String(quantities[item.id] ?? '')}
                onChange={(event) => onChange(item.id, event.currentTarget.value)}
                min={0}
                max={item.availablePurchaseQuantity}
                step={1}
                error={errors[item.id]}
                w={200}
                data-testid="quantity-to-buy"
              />
            </Group>
          )}
          {item.availablePurchaseQuantity === 0 && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="sold-out">
              {T.soldOut}
            </Text>
          )}
        </Paper>
      ))}
      <OnDemand when={photo !== null}>
        <ImageViewer
          photo={photo}
          title={photo ? `${T.photoTitle}: ${photo.name}` : T.photoTitle}
          onClose={() => setPhoto(null)}
        />
      </OnDemand>
    </Stack>
  )
}
