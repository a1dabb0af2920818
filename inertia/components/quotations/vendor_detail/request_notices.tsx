import { Alert } from '@mantine/core'
import { IconAlertTriangle, IconBan, IconInfoCircle } from '@tabler/icons-react'
import type { VendorRequestDetail } from './types'
import { DETAIL_TEXTS as T } from './texts'

/**
 * What the vendor is told about the request before its parts: the request no longer takes
 * quotations ('Solicitud cerrada'); the store discarded it (reason and seller);
 * the store marked it in process (its note).
 */
export function RequestNotices({ request }: { request: VendorRequestDetail }) {
  return (
    <>
      {request.permissions.showClosedAlert && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={T.closedTitle}
          data-testid="closed-alert"
        >
          {T.closedText}
        </Alert>
      )}
      {request.vendorIgnore && (
        <Alert color="gray" variant="light" icon={<IconBan />} title={T.discardedTitle}>
          {T.discardedText(
            request.vendorIgnore.reason_label ?? request.vendorIgnore.reason,
            request.vendorIgnore.adviser?.name ?? null
          )}
        </Alert>
      )}
      {request.quotationRequestToVendor && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle />} title={T.inProcess}>
          {request.quotationRequestToVendor.process_observation_by_seller}
        </Alert>
      )}
    </>
  )
}
