import { useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconSearch } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { InfractionStoresTable } from '~/components/staff/infractions/infraction_stores_table'
import { STAFF_INFRACTIONS_TEXTS as T } from '~/components/staff/texts'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

type Props = {
  stores: {
    data: Data.Staff.InfractionStore[]
    metadata: { count: number; page: number; pageSize: number }
  }
  search: string | null
}

/**
 * Staff section /staff/infracciones (issue 23, area 'infractions'): the stores with
 * infractions — how many and the last one's date —, the last infraction first, searchable by
 * store name, 20 a page (the server's pages count from 1); each opens its history.
 */
export default function StaffInfractionsPage({ stores, search }: Props) {
  const { country, errors } = useShared()
  const [text, setText] = useState(search ?? '')
  const visit = (buscar: string, page?: number) => {
    const qs: Record<string, string | number> = {}
    if (buscar.trim()) qs.buscar = buscar.trim()
    if (page && page > 1) qs.page = page
    router.visit(urlFor('staff.infractions.index', {}, { qs }), { preserveScroll: true })
  }
  const { count, page, pageSize } = stores.metadata
  const searchError = (errors as Record<string, string | undefined> | undefined)?.buscar

  return (
    <StaffLayout title={T.title} description={T.description}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          visit(text)
        }}
      >
        <Group gap="xs" align="flex-end" mb="md" wrap="wrap">
          <TextInput
            label={T.search}
            placeholder={T.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            error={searchError}
            leftSection={<IconSearch size={16} />}
            w={{ base: '100%', xs: 320 }}
            data-testid="infraction-search"
          />
          <Button type="submit">{T.searchButton}</Button>
          {search && (
            <Button
              variant="subtle"
              onClick={() => {
                setText('')
                visit('')
              }}
            >
              {T.clear}
            </Button>
          )}
        </Group>
      </form>
      {stores.data.length === 0 ? (
        <EmptyState message={search ? T.emptySearch(search) : T.empty} />
      ) : (
        <InfractionStoresTable stores={stores.data} locale={country.locale} />
      )}
      <PaginationControl
        total={count}
        pageSize={pageSize}
        page={page - 1}
        onChange={(zeroBased) => visit(search ?? '', zeroBased + 1)}
      />
    </StaffLayout>
  )
}
