import { useEffect, useState } from 'react'
import { Alert, Button, Group, Loader, Modal, Paper, Rating, Stack, Text } from '@mantine/core'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { VendorRating } from './types'

const PAGE_SIZE = 10

interface RatingsPage {
  data: VendorRating[]
  metadata: { count: number; page: number; pageSize: number }
}

/**
 * The ratings modal (doc 3 §2.3): a store's ratings, newest first, 10 at a time ('Cargar más'),
 * each with its stars, comment, date and the rater's short name.
 */
export function RatingsModal({
  opened,
  storeId,
  storeName,
  onClose,
}: {
  opened: boolean
  storeId: number
  storeName: string
  onClose: () => void
}) {
  const { country } = useShared()
  const [rows, setRows] = useState<VendorRating[]>([])
  const [count, setCount] = useState(0)
  const [page, setPage] = useState(0)
  const [attempt, setAttempt] = useState(0)
  /* The page and attempt the shown rows (or error) answer: anything else is loading. */
  const key = `${page}:${attempt}`
  const [loaded, setLoaded] = useState<{ key: string; error: string | null } | null>(null)
  const loading = loaded?.key !== key
  const error = loading ? null : (loaded?.error ?? null)

  useEffect(() => {
    if (!opened) return
    let current = true
    const url = urlFor(
      'api.vendorRatings.index',
      { storeId },
      { qs: { page, pageSize: PAGE_SIZE } }
    )
    void api<RatingsPage>('GET', url).then((response) => {
      if (!current) return
      if (!response.ok) {
        setLoaded({ key: `${page}:${attempt}`, error: errorMessage(response) })
        return
      }
      setCount(response.body.metadata.count)
      setRows((previous) =>
        page === 0 ? response.body.data : [...previous, ...response.body.data]
      )
      setLoaded({ key: `${page}:${attempt}`, error: null })
    })
    return () => {
      current = false
    }
  }, [opened, storeId, page, attempt])

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.ratingsTitle(storeName)}</Text>}
    >
      <Stack gap="sm" data-testid="ratings-modal">
        {error && (
          <Alert color="red" title={T.ratingsError}>
            {error}
            <Button
              size="xs"
              variant="light"
              color="red"
              ml="xs"
              onClick={() => setAttempt((value) => value + 1)}
            >
              {T.retry}
            </Button>
          </Alert>
        )}
        {!loading && !error && rows.length === 0 && <Text c="dimmed">{T.ratingsEmpty}</Text>}
        {rows.map((rating) => (
          <Paper key={rating.id} withBorder radius="md" p="sm" data-testid="rating">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Rating value={rating.stars} fractions={2} readOnly size="sm" aria-hidden />
              <Text size="xs" c="dimmed">
                {formatDate(rating.created_at, country.locale)}
              </Text>
            </Group>
            {rating.comment && (
              <Text size="sm" mt={4}>
                {rating.comment}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {rating.author}
            </Text>
          </Paper>
        ))}
        {loading && (
          <Group justify="center">
            <Loader size="sm" />
          </Group>
        )}
        {!loading && !error && rows.length < count && (
          <Button variant="light" onClick={() => setPage((value) => value + 1)}>
            {T.loadMore}
          </Button>
        )}
      </Stack>
    </Modal>
  )
}
