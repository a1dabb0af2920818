import { useEffect, useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconStar } from '@tabler/icons-react'
import { NPS_RATE_QUERY } from '@rules/quotations/rules/nps_scores'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { NPS_TEXTS as T } from '../texts'
import { RateOrderModal, type PendingRating } from './rate_order_modal'

/**
 * 'Califica tu compra' on the buyer's page of a delivered order: shown while the order waits for
 * its rating (GET …/NPSRating/pending?order_id=), opened at once when the page was reached from
 * the delivered notice (`?calificar=1`), and gone once rated.
 */
export function RatePurchaseCard({ orderId, status }: { orderId: number; status: string }) {
  const [pending, setPending] = useState<PendingRating | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (status !== 'delivered') return
    const controller = new AbortController()
    void api(
      'GET',
      urlFor('api.npsRatings.pending', {}, { qs: { order_id: orderId } }),
      undefined,
      {
        signal: controller.signal,
      }
    ).then((response) => {
      const found = (response.ok ? (response.body.data as PendingRating[]) : [])?.[0] ?? null
      setPending(found)
      if (found && new URLSearchParams(window.location.search).get(NPS_RATE_QUERY)) setOpen(true)
    })
    return () => controller.abort()
  }, [orderId, status])

  if (!pending) return null
  return (
    <Paper withBorder radius="md" p="md" data-testid="rate-purchase">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{T.cardTitle}</Text>
          <Text size="sm" c="dimmed">
            {T.cardText}
          </Text>
        </Stack>
        <Button leftSection={<IconStar size={16} />} onClick={() => setOpen(true)}>
          {T.rateButton}
        </Button>
      </Group>
      <RateOrderModal
        order={open ? pending : null}
        onClose={() => setOpen(false)}
        onRated={() => {
          setOpen(false)
          setPending(null)
        }}
      />
    </Paper>
  )
}
