import { useEffect, useState } from 'react'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { RateOrderModal, type PendingRating } from './rate_order_modal'

/**
 * The rating modal of 'Mis compras': on load it asks which delivered orders wait for a rating
 * (GET /api/businessIntelligence/NPSRating/pending: the last 30 days, newest first) and opens
 * 'Califica tu compra' for the first, then the next once rated. Closing it ends the question for
 * this visit; 'Recordarme más tarde' hides it for one hour on every device
 * (POST …/NPSRating/hideNpsFormModal1h), as the server remembers (`metadata.hidden_until`).
 */
export function PendingRatingModal() {
  const [queue, setQueue] = useState<PendingRating[]>([])
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    void api('GET', urlFor('api.npsRatings.pending'), undefined, {
      signal: controller.signal,
    }).then((response) => {
      if (!response.ok || response.body.metadata?.hidden_until) return
      setQueue((response.body.data as PendingRating[]) ?? [])
    })
    return () => controller.abort()
  }, [])

  const later = () => {
    setClosed(true)
    void api('POST', urlFor('api.npsRatings.hideNpsFormModal1h'))
  }

  return (
    <RateOrderModal
      order={closed ? null : (queue[0] ?? null)}
      onClose={() => setClosed(true)}
      onRated={(orderId) => setQueue((list) => list.filter((item) => item.order_id !== orderId))}
      onLater={later}
    />
  )
}
