import { useState } from 'react'
import { Select } from '@mantine/core'
import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { urlFor } from '~/lib/routes'
import { STAFF_BRAND_REQUESTS_TEXTS as T } from '~/components/staff/texts'
import { BrandRequestsTable } from '~/components/staff/brand_requests/brand_requests_table'
import { ApproveModal } from '~/components/staff/brand_requests/approve_modal'
import { RejectModal } from '~/components/staff/brand_requests/reject_modal'
import type { BrandRequestRow } from '~/components/staff/brand_requests/types'

/**
 * Staff section 'Marcas solicitadas' (/staff/marcas, issue 23): the brand requests the host
 * country's stores sent, pending first, 20 a page (the server's page counts from 1);
 * 'Aprobar' enables brands for the store, 'Rechazar' tells it why not. After either the list
 * reloads.
 */
export default function StaffBrandRequestsPage({
  requests,
  status,
  statusOptions,
  brands,
}: {
  requests: {
    data: BrandRequestRow[]
    metadata: { count: number; page: number; pageSize: number }
  }
  status: string
  statusOptions: { value: string; label: string }[]
  brands: { value: string; label: string }[]
}) {
  const [approving, setApproving] = useState<BrandRequestRow | null>(null)
  const [rejecting, setRejecting] = useState<BrandRequestRow | null>(null)
  const { count, page, pageSize } = requests.metadata

  const visit = (state: string, nextPage = 1) =>
    router.visit(
      urlFor(
        'staff.brandRequests.index',
        {},
        { qs: { status: state || undefined, page: nextPage > 1 ? nextPage : undefined } }
      )
    )

  const done = (message: string) => {
    setApproving(null)
    setRejecting(null)
    notifications.show({ color: 'green', message })
    router.reload({ only: ['requests'] })
  }

  return (
    <StaffLayout title={T.title} description={T.description}>
      <Select
        mb="md"
        maw={260}
        label={T.status}
        value={status || 'all'}
        onChange={(value) => visit(!value || value === 'all' ? '' : value)}
        data={[{ value: 'all', label: T.statusAll }, ...statusOptions]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="brand-request-status"
      />
      {requests.data.length === 0 ? (
        <EmptyState message={status ? T.emptyFiltered : T.empty} />
      ) : (
        <BrandRequestsTable rows={requests.data} onApprove={setApproving} onReject={setRejecting} />
      )}
      <PaginationControl
        total={count}
        pageSize={pageSize}
        page={page - 1}
        onChange={(zeroBased) => visit(status, zeroBased + 1)}
      />
      <ApproveModal
        row={approving}
        brands={brands}
        onClose={() => setApproving(null)}
        onDone={done}
      />
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} onDone={done} />
    </StaffLayout>
  )
}
