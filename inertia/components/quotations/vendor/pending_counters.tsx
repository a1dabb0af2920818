import { useCallback, useEffect, useState } from 'react'
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core'
import { api } from '~/lib/http'
import { useSellerApi } from './shared'
import type { Opportunities, SellerSettings } from './types'
import { VENDOR_TEXTS as T } from './texts'

/**
 * The vendor's opportunities (countSalesOpportunities): requests and parts still to quote in
 * their store. Not for staff, nor without a store or the GO module. `refresh` reads them again
 * (a request arrived, one was discarded).
 */
export function useOpportunities(seller: SellerSettings) {
  const urls = useSellerApi()
  const show = seller.can.viewOpportunityCounters && seller.storeId !== null
  const [opportunities, setOpportunities] = useState<Opportunities | null>(null)

  const refresh = useCallback(() => {
    if (!show || !seller.storeId) return
    void api<{ data: Opportunities }>('GET', urls.opportunities(seller.storeId)).then(
      (response) => {
        if (response.ok) setOpportunities(response.body.data)
      }
    )
    // The paths never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, seller.storeId])

  useEffect(() => {
    refresh()
  }, [refresh])

  return { show, opportunities, refresh }
}

/** The two counters above Pendientes: 'Solicitudes por cotizar', 'Autopartes por cotizar'. */
export function OpportunityCounters({ opportunities }: { opportunities: Opportunities | null }) {
  return (
    <SimpleGrid cols={{ base: 2 }} spacing="sm" mb="md" maw={520}>
      <Counter
        label={T.requestsCounter}
        value={opportunities?.requests}
        testId="counter-requests"
      />
      <Counter label={T.detailsCounter} value={opportunities?.details} testId="counter-details" />
    </SimpleGrid>
  )
}

function Counter({
  label,
  value,
  testId,
}: {
  label: string
  value: number | undefined
  testId: string
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={6} align="baseline">
        <Text fw={800} size="xl" data-testid={testId}>
          {value ?? '—'}
        </Text>
        {value !== undefined && value > 0 && (
          <Badge size="xs" color="orange" variant="light">
            oportunidades
          </Badge>
        )}
      </Group>
    </Paper>
  )
}
