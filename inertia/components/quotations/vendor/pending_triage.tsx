import { useState } from 'react'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import type { DiscardModalRequest } from './discard_modal'
import type { usePagedList } from './use_paged_list'
import type { SellerSettings, VendorRequest } from './types'

type PendingList = ReturnType<typeof usePagedList<VendorRequest>>

/** Both dialogs load on their first open. */
const DiscardModal = lazyNamed(() => import('./discard_modal'), 'DiscardModal')
const ProcessObservationModal = lazyNamed(
  () => import('./process_observation_modal'),
  'ProcessObservationModal'
)

/**
 * What a vendor does to a pending request besides quoting it: 'Descartar' (with a reason; the
 * row leaves the list and the rest moves up) and 'Marcar en proceso' (an observation; the row
 * stays, no longer 'Nueva'). `onChange` follows each change (the counters).
 */
export function usePendingTriage(list: PendingList, pageSize: number, onChange: () => void) {
  const [discarding, setDiscarding] = useState<DiscardModalRequest | null>(null)
  const [observing, setObserving] = useState<VendorRequest | null>(null)

  const removeRow = (id: number) => {
    list.update((rows, count) =>
      rows.some((row) => row.id === id)
        ? { rows: rows.filter((row) => row.id !== id), count: Math.max(0, count - 1) }
        : { rows, count }
    )
    // the rest of the page moves up: read it again (an emptied page falls back to the last one)
    if (list.page > 0 || list.count > pageSize) list.reload(true)
    onChange()
  }

  const markObserved = (id: number | undefined, observation: string) =>
    list.update((rows, count) => ({
      count,
      rows: rows.map((row) =>
        row.id === id
          ? {
              ...row,
              isNewQuotationRequest: false,
              quotationRequestToVendor: {
                process_observation_by_seller: observation,
                updated_at: new Date().toISOString(),
              },
            }
          : row
      ),
    }))

  return {
    discarding,
    observing,
    discard: (request: VendorRequest) =>
      setDiscarding({
        id: request.id,
        code: request.code,
        available: !request.is_closed && !request.is_expired,
      }),
    observe: (request: VendorRequest) => setObserving(request),
    closeDiscard: () => setDiscarding(null),
    closeObserve: () => setObserving(null),
    removeRow,
    markObserved,
  }
}

/** The discard and 'Marcar en proceso' dialogs of Pendientes. */
export function PendingTriageModals({
  triage,
  seller,
  list,
}: {
  triage: ReturnType<typeof usePendingTriage>
  seller: SellerSettings
  list: PendingList
}) {
  const { discarding, observing } = triage
  return (
    <>
      <OnDemand when={discarding !== null}>
        <DiscardModal
          request={discarding}
          onClose={triage.closeDiscard}
          onDiscarded={({ alreadyDiscarded }) => {
            const id = discarding?.id
            triage.closeDiscard()
            if (id) triage.removeRow(id)
            if (alreadyDiscarded) list.reload(true)
          }}
        />
      </OnDemand>
      {seller.storeId !== null && (
        <OnDemand when={observing !== null}>
          <ProcessObservationModal
            request={observing ? { id: observing.id, code: observing.code } : null}
            storeId={seller.storeId}
            initial={observing?.quotationRequestToVendor?.process_observation_by_seller ?? null}
            onClose={triage.closeObserve}
            onSaved={(observation) => {
              const id = observing?.id
              triage.closeObserve()
              triage.markObserved(id, observation)
            }}
          />
        </OnDemand>
      )}
    </>
  )
}
