import { useEffect, useRef, useState } from 'react'
import { Alert, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import type { Data } from '@generated/data'
import type { Paged } from '~/types'
import { QuoteAction, useActivationModal, type QuoteTarget } from './quote_action'
import { SALES_TEXTS as T } from './texts'

export type OpportunitiesPage = Paged<Data.Quotations.SalesOpportunity>

/** The five column filters of getSalesOpportunities (doc 2 §7), in the columns' order. */
const FILTERS = [
  { key: 'brand.name', label: T.columns.brand },
  { key: 't.vehicle_model', label: T.columns.model },
  { key: 't.vehicle_year', label: T.columns.year },
  { key: 'details.name', label: T.columns.parts },
  { key: 'city.name', label: T.columns.city },
] as const
type FilterKey = (typeof FILTERS)[number]['key']
type Filters = Record<FilterKey, string>

const NO_FILTERS: Filters = {
  'brand.name': '',
  't.vehicle_model': '',
  't.vehicle_year': '',
  'details.name': '',
  'city.name': '',
}
/** The filters apply as the person types, this long after the last key (ms). */
const DEBOUNCE_MS = 300

/**
 * The opportunities table (doc 2 §2): a filter above each column, applied as the person types
 * (debounced, back to page 1), pages from 1, the spec's empty text, 'Cotizar' on each row.
 * The first page comes with the page (server-rendered); the others from
 * getSalesOpportunities.
 */
export function OpportunitiesTable({
  initial,
  quoteTarget,
}: {
  initial: OpportunitiesPage
  quoteTarget: QuoteTarget
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [debounced] = useDebouncedValue(filters, DEBOUNCE_MS)
  const [page, setPage] = useState(1)
  const [result, setResult] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const activation = useActivationModal()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const controller = new AbortController()
    const filter = Object.fromEntries(Object.entries(debounced).filter(([, v]) => v.trim()))
    const url = urlFor(
      'api.salesOpportunities.index',
      {},
      { qs: { filter, page, pageSize: initial.metadata.pageSize } }
    )
    setLoading(true)
    void api<OpportunitiesPage>('GET', url, undefined, { signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return
        setLoading(false)
        if (response.ok) {
          setResult(response.body)
          setError(null)
        } else setError(errorMessage(response) ?? T.loadError)
      }
    )
    return () => controller.abort()
  }, [debounced, page, initial.metadata.pageSize])

  const change = (key: FilterKey, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }))
    setPage(1)
  }
  const { data, metadata } = result

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="opportunities-count">
        {T.count(metadata.count, Boolean(metadata.countCapped))}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" striped aria-busy={loading} data-testid="opportunities">
          <Table.Thead>
            <Table.Tr>
              {FILTERS.map((filter) => (
                <Table.Th key={filter.key}>{filter.label}</Table.Th>
              ))}
              <Table.Th>{T.options}</Table.Th>
            </Table.Tr>
            <Table.Tr aria-label={T.filtersLabel}>
              {FILTERS.map((filter) => (
                <Table.Th key={filter.key}>
                  <TextInput
                    size="xs"
                    aria-label={filter.label}
                    placeholder={T.filterPlaceholder(filter.label)}
                    value={filters[filter.key]}
                    inputMode={filter.key === 't.vehicle_year' ? 'numeric' : undefined}
                    maxLength={filter.key === 't.vehicle_year' ? 4 : 128}
                    onChange={(event) => change(filter.key, event.currentTarget.value)}
                    data-testid={`filter-${filter.key}`}
                  />
                </Table.Th>
              ))}
              {/* no filter above 'Opciones': a cell, not an empty header */}
              <Table.Td />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.id} data-testid="opportunity">
                <Table.Td>{row.brand.name}</Table.Td>
                <Table.Td>{row.vehicle_model}</Table.Td>
                <Table.Td>{row.vehicle_year}</Table.Td>
                <Table.Td>{row.details.map((detail) => detail.name).join(', ')}</Table.Td>
                <Table.Td>{row.city.name}</Table.Td>
                <Table.Td>
                  <QuoteAction
                    target={quoteTarget}
                    requestId={row.id}
                    onActivate={activation.open}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.length === 0 && <EmptyState message={T.empty} />}
      <PaginationControl
        total={metadata.count}
        pageSize={metadata.pageSize}
        page={page - 1}
        onChange={(zeroBased) => setPage(zeroBased + 1)}
      />
      {activation.modal}
    </Stack>
  )
}
