import { Badge } from '@mantine/core'
import type { VendorQuotation } from './types'
import { VENDOR_TEXTS as T } from './texts'

/**
 * The state of a quotation for the vendor: bought, discarded by the buyer, closed by the store,
 * valid or expired.
 */
export function QuotationState({ quotation }: { quotation: VendorQuotation }) {
  if (quotation.purchased) {
    return (
      <Badge color="green" variant="filled">
        {T.quotationState.purchased}
      </Badge>
    )
  }
  if (quotation.buyerIgnoreQuotation) {
    return (
      <Badge color="red" variant="light">
        {T.quotationState.buyerDiscarded}
      </Badge>
    )
  }
  if (quotation.closed_at) {
    return (
      <Badge color="gray" variant="light">
        {T.quotationState.closed}
      </Badge>
    )
  }
  return quotation.isAvailable ? (
    <Badge color="blue" variant="light">
      {T.quotationState.valid}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {T.quotationState.expired}
    </Badge>
  )
}
