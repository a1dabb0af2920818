import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { EXPORT_TEXTS as T } from '~/components/reports/texts'

/**
 * The filter without its empty entries; null when nothing is left (doc 2 §7: the filter is sent
 * only when not empty).
 */
export function nonEmptyFilter(filter: object | null) {
  const entries = Object.entries(filter ?? {}).filter(
    ([, value]) => value !== null && value !== undefined && value !== ''
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

/**
 * 'Exportar a Excel' of the analytics report (doc 2 §2, issue 22 item 4): asks for the export
 * with the report's current `filter` when it is not empty (the server keeps it only for staff)
 * and opens the export's page, which follows the worker's progress and offers the file.
 * A refusal (the limit of 3 exports under way: 429) is shown as a toast. Used as the analytics
 * report's `actions`: `<AnalyticsReport actions={(filter) => <AnalyticsExportButton filter={filter} />} />`.
 */
export function AnalyticsExportButton({
  filter,
  hint,
}: {
  filter: object | null
  /** A line next to the button (the vendor's export holds the whole store: doc 2 §7). */
  hint?: string
}) {
  const [loading, setLoading] = useState(false)
  const ask = async () => {
    setLoading(true)
    const response = await api<{ data: { id: number } }>(
      'POST',
      urlFor('api.analyticsExcel.store'),
      { filter: nonEmptyFilter(filter) }
    )
    setLoading(false)
    if (!response.ok) {
      showToast({ color: 'red', message: errorMessage(response) })
      return
    }
    router.visit(urlFor('reports.export', { id: response.body.data.id }))
  }
  const button = (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={loading}
      onClick={ask}
    >
      {T.button}
    </Button>
  )
  if (!hint) return button
  return (
    <Group gap="xs" wrap="wrap">
      {button}
      <Text size="xs" c="dimmed" maw={260}>
        {hint}
      </Text>
    </Group>
  )
}
