import { Modal, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { reRequestInitial, type ReRequest, type ReRequestKind } from './rerequest'
import { BUYER_DETAIL_TEXTS as T } from './texts'

/** The request wizard, loaded when the buyer asks for a new request. */
const QuotationWizard = lazyNamed(
  () => import('~/components/quotations/wizard/quotation_wizard'),
  'QuotationWizard'
)

/**
 * The new-request modal: the request wizard prefilled from this request (a store request is
 * asked to the same store). Once sent, the buyer goes to their open requests.
 */
export function ReRequestModal({
  kind,
  reRequest,
  indexUrl,
  onClose,
}: {
  kind: ReRequestKind | null
  reRequest: ReRequest | null
  indexUrl: string
  onClose: () => void
}) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false
  return (
    <Modal
      opened={kind !== null && reRequest !== null}
      onClose={onClose}
      title={<Text fw={700}>{T.reRequestTitle}</Text>}
      size="xl"
      fullScreen={narrow}
    >
      {kind && reRequest && (
        <OnDemand when>
          <QuotationWizard
            key={kind}
            mode="modal"
            initial={reRequestInitial(reRequest, kind)}
            storeId={reRequest.storeId}
            onDone={() => {
              onClose()
              window.location.assign(`${indexUrl}#open`)
            }}
          />
        </OnDemand>
      )}
    </Modal>
  )
}
