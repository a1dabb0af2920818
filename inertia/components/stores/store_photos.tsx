import { Badge, Box, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { urlFor } from '~/lib/routes'
import { STORE_PAGE_TEXTS as T } from './texts'
import type { StorePhotos as Photos } from './types'

/**
 * The store's own product photos, 12 a page (first photo of each product, its name and part
 * number). Another page is an Inertia visit that reloads only `photos` (`?page=`, zero-based)
 * and keeps the scroll.
 */
export function StorePhotos({ urlPath, photos }: { urlPath: string; photos: Photos }) {
  const { count, page, pageSize } = photos.metadata
  const goTo = (target: number) =>
    router.get(
      urlFor('stores.show', { store: urlPath }, { qs: target > 0 ? { page: target } : {} }),
      {},
      { only: ['photos'], preserveScroll: true, preserveState: true }
    )
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg" component="h2" m={0}>
        {T.photosTitle}
      </Text>
      {count === 0 ? (
        <EmptyState message={T.noPhotos} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="store-photos">
          {photos.data.map((photo) => (
            <Card key={photo.id} withBorder radius="md" padding="xs">
              <Card.Section pos="relative">
                <Image
                  src={photo.urls[0]}
                  alt={T.photoAlt(photo.name, photo.partNumber)}
                  h={160}
                  fit="cover"
                  loading="lazy"
                />
                {photo.urls.length > 1 && (
                  <Box pos="absolute" top={6} right={6}>
                    <Badge size="sm" variant="filled" color="dark">
                      {T.morePhotos(photo.urls.length - 1)}
                    </Badge>
                  </Box>
                )}
              </Card.Section>
              <Text size="sm" fw={600} mt="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {photo.name ?? T.partNumber(photo.partNumber)}
              </Text>
              {photo.name && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {T.partNumber(photo.partNumber)}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
      <PaginationControl total={count} pageSize={pageSize} page={page} onChange={goTo} />
    </Stack>
  )
}
