import { useEffect, useState } from 'react'
import { Loader, Paper, Stack } from '@mantine/core'
import type { NpsSummary } from '@rules/quotations/rules/nps_scores'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { NpsGauge, type NpsGaugeProps } from '../nps_gauge'

type Aggregate = {
  totalCount: { total: number }
  totalPromotersRating: number
  totalDetractorsRating: number
  totalPassivesRating: number
  nps: number | null
}

/**
 * The gauge of a store read from GET /api/businessIntelligence/NPSRating/detailedRecords: for
 * 'Mis indicadores' and the Reportes tab. Without `storeId` the server answers the viewer's own
 * store (a store's owner or adviser); staff pass the store they look at (or none: every store).
 * Refused (a plain buyer, another store) it shows nothing.
 */
export function StoreNpsGauge({
  storeId,
  ...props
}: { storeId?: number | null } & Omit<NpsGaugeProps, 'summary'>) {
  const [summary, setSummary] = useState<NpsGaugeProps['summary'] | null | 'failed'>(null)

  useEffect(() => {
    const controller = new AbortController()
    const qs = storeId ? { filter: { store_id: storeId } } : {}
    void api('GET', urlFor('api.npsRatings.detailedRecords', {}, { qs }), undefined, {
      signal: controller.signal,
    }).then((response) => {
      if (controller.signal.aborted) return
      if (!response.ok) return setSummary('failed')
      setSummary(summaryOf(response.body.data as Aggregate))
    })
    return () => controller.abort()
  }, [storeId])

  if (summary === 'failed') return null
  if (summary === null) {
    return props.bare ? (
      <Loader size="sm" />
    ) : (
      <Paper withBorder radius="md" p="lg">
        <Stack align="center">
          <Loader size="sm" />
        </Stack>
      </Paper>
    )
  }
  return <NpsGauge summary={summary} {...props} />
}

function summaryOf(
  data: Aggregate
): Pick<NpsSummary, 'nps' | 'total' | 'promoters' | 'passives' | 'detractors'> {
  return {
    nps: data.nps,
    total: data.totalCount.total,
    promoters: data.totalPromotersRating,
    passives: data.totalPassivesRating,
    detractors: data.totalDetractorsRating,
  }
}
