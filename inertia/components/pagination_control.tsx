import { Suspense } from 'react'
import { lazyNamed } from '~/lib/lazy'

/** The controls (Mantine's Pagination and a number input) load when a list has a second page. */
const PaginationBody = lazyNamed(() => import('~/components/pagination_body'), 'PaginationBody')

/**
 * Pagination control of doc 1 §2: shown only when rows exceed the page size; first, previous,
 * next and last controls, and 'Ir a página'. `page` is zero-based, like the API.
 */
export function PaginationControl({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number
  pageSize: number
  page: number
  onChange: (page: number) => void
}) {
  if (total <= pageSize) return null
  return (
    <Suspense fallback={null}>
      <PaginationBody pages={Math.ceil(total / pageSize)} page={page} onChange={onChange} />
    </Suspense>
  )
}
