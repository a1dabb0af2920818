import { useState } from 'react'
import { Anchor, Group, Paper, Rating, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { useShared } from '~/lib/page_props'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotation } from './types'

const RatingsModal = lazyNamed(() => import('./ratings_modal'), 'RatingsModal')

/**
 * The vendor's reputation (doc 3 §2.3): the store, its city, its average rating in stars out of
 * 5 with the number of ratings, and 'Ver calificaciones' (the ratings modal, paged from
 * GET /api/{product}Go/vendorRatings/{storeId}).
 */
export function VendorReputation({ quotation }: { quotation: BuyerQuotation }) {
  const { country } = useShared()
  const [open, setOpen] = useState(false)
  const store = quotation.store
  if (!store) return null
  const { averageRating, countTotalNumberRatings: count } = quotation.vendor
  return (
    <Paper withBorder radius="md" p="md" data-testid="vendor-reputation">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {T.reputation}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconBuildingStore size={18} style={{ flexShrink: 0 }} />
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {store.name}
          </Text>
        </Group>
        {store.city && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} style={{ flexShrink: 0 }} />
            <Text size="sm">{store.city}</Text>
          </Group>
        )}
        {averageRating !== null ? (
          <Group gap="xs" wrap="wrap">
            <Rating value={averageRating} fractions={10} readOnly aria-hidden />
            <Text size="sm" fw={700} data-testid="average-rating">
              {averageRating.toLocaleString(country.locale, { maximumFractionDigits: 1 })}
            </Text>
            <Text size="sm" c="dimmed">
              ({T.ratingsCount(count)})
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {T.noRatings}
          </Text>
        )}
        {count > 0 && (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
            {T.seeRatings}
          </Anchor>
        )}
      </Stack>
      <OnDemand when={open}>
        <RatingsModal
          opened={open}
          storeId={store.id}
          storeName={store.name}
          onClose={() => setOpen(false)}
        />
      </OnDemand>
    </Paper>
  )
}
