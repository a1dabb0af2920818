import { Button, Group } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { InfractionHistoryTable } from '~/components/staff/infractions/infraction_history_table'
import { STAFF_INFRACTIONS_TEXTS as T } from '~/components/staff/texts'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

type Props = {
  store: { id: number; name: string; storePageUrl: string }
  infractions: {
    data: Data.Staff.InfractionHistory[]
    metadata: { count: number; page: number; pageSize: number }
  }
}

/**
 * Staff section /staff/infracciones/{id} (issue 23): one store's infractions, newest first,
 * 20 a page — type, date, description, who registered it, the transaction's staff page.
 */
export default function StaffInfractionsStorePage({ store, infractions }: Props) {
  const { country } = useShared()
  const { count, page, pageSize } = infractions.metadata
  return (
    <StaffLayout
      title={T.storeTitle(store.name)}
      description={T.storeDescription}
      actions={
        <Group gap="xs" mb="md">
          <Button
            component="a"
            href={urlFor('staff.infractions.index')}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
          >
            {T.back}
          </Button>
          <Button
            component="a"
            href={store.storePageUrl}
            variant="subtle"
            size="compact-sm"
            rightSection={<IconExternalLink size={14} />}
          >
            {T.storePage}
          </Button>
        </Group>
      }
    >
      {infractions.data.length === 0 ? (
        <EmptyState message={T.storeEmpty} />
      ) : (
        <InfractionHistoryTable infractions={infractions.data} locale={country.locale} />
      )}
      <PaginationControl
        total={count}
        pageSize={pageSize}
        page={page - 1}
        onChange={(zeroBased) =>
          router.visit(
            urlFor('staff.infractions.show', { id: store.id }, { qs: { page: zeroBased + 1 } })
          )
        }
      />
    </StaffLayout>
  )
}
