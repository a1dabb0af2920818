/**
 * The calls of the quotation benches (quotation_race.mjs, quotation_race_ab.mjs): the bare
 * route in a closed loop, and vendors racing to send a quotation on the same requests.
 */
import { randomUUID } from 'node:crypto'

/** A vendor's quotation on a request: one product for its first part (`firstPart`). */
export function quotationBody(requestId, firstPart) {
  return JSON.stringify({
    quotation_request_id: requestId,
    idempotency_key: randomUUID(),
    shipping_option: 'added',
    shipping_cost: '12000',
    observations: 'Repuestos originales',
    quotationDetails: [
      {
        quotation_request_detail_id: firstPart.get(requestId),
        name: 'Pastillas de freno delanteras',
        brand: 'Bosch',
        amount: 2,
        unit_price: '85000.50',
        warranty: 30,
        delivery_time: 'next_business_day',
        reference: 'BP-1234',
      },
    ],
  })
}

/** `connections` connections call GET /__bench/ping, `total` calls in all; their latencies. */
export async function pingLoop(base, total, connections) {
  const latencies = []
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next++ < total) {
        const start = performance.now()
        const response = await fetch(`${base}/__bench/ping`)
        await response.arrayBuffer()
        latencies.push(performance.now() - start)
      }
    })
  )
  return latencies
}

/**
 * Each vendor (bearer token) walks the same requests in the same order and sends a quotation on
 * each, so they race on every request. `onAnswer(status, body, ms)` for each answer.
 */
export async function raceSends(base, { ids, racers, firstPart, onAnswer }) {
  await Promise.all(
    racers.map(async (vendor) => {
      for (const requestId of ids) {
        const start = performance.now()
        const response = await fetch(`${base}/api/repuestosGo/Quotation`, {
          method: 'POST',
          headers: {
            'authorization': `Bearer ${vendor.token}`,
            'accept': 'application/json',
            'content-type': 'application/json',
          },
          body: quotationBody(requestId, firstPart),
        })
        const answer = await response.json()
        onAnswer(response.status, answer, performance.now() - start)
      }
    })
  )
}
