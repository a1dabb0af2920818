import { Avatar, Badge, Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconMapPin, IconSend } from '@tabler/icons-react'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { STORE_PAGE_TEXTS as T } from './texts'
import type { PublicStore, StoreRating } from './types'

/**
 * The top of a store's page: logo, name, city, rating, description, the brands it sells and
 * 'Solicitar cotización a esta tienda' (the wizard with the store chosen: a store request).
 * The store's own people get a note instead of the button.
 */
export function StoreHeader({
  store,
  rating,
  ownStore,
}: {
  store: PublicStore
  rating: StoreRating
  ownStore: boolean
}) {
  const { country } = useShared()
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar
          src={store.logoUrl}
          alt={T.logoAlt(store.name)}
          size={72}
          radius="md"
          color="blue"
          style={{ flexShrink: 0 }}
        >
          {store.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="store-name">
            {store.name}
          </Title>
          {store.city && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" data-testid="store-city">
                {store.city}
              </Text>
            </Group>
          )}
          <Group gap="xs" wrap="wrap" data-testid="store-rating">
            {rating.averageRating !== null ? (
              <>
                <Rating value={rating.averageRating} fractions={10} readOnly aria-hidden />
                <Text size="sm" fw={700}>
                  {rating.averageRating.toLocaleString(country.locale, {
                    maximumFractionDigits: 1,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  ({T.ratingsCount(rating.count)})
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noRatings}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>

      {store.description && (
        <Text mt="md" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {store.description}
        </Text>
      )}

      <Text fw={700} mt="md" mb={6}>
        {T.brandsTitle}
      </Text>
      {store.brands.length > 0 ? (
        <Group gap={6} data-testid="store-brands">
          {store.brands.map((brand) => (
            <Badge key={brand.id} variant="light" size="lg" tt="none">
              {brand.name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {T.noBrands}
        </Text>
      )}

      <Stack gap={4} mt="lg">
        {ownStore ? (
          <Text size="sm" c="dimmed" data-testid="own-store">
            {T.ownStore}
          </Text>
        ) : (
          <>
            <Button
              component={Link}
              href={urlFor('quotations.wizard', {}, { qs: { tienda: store.urlPath } })}
              leftSection={<IconSend size={18} />}
              size="md"
              w={{ base: '100%', xs: 'auto' }}
              // the label wraps on a narrow phone instead of being cut
              styles={{
                root: { height: 'auto', minHeight: 42, paddingBlock: 8, alignSelf: 'flex-start' },
                label: { whiteSpace: 'normal', textAlign: 'center' },
              }}
            >
              {T.requestQuote}
            </Button>
            <Text size="xs" c="dimmed">
              {T.requestHint}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  )
}
