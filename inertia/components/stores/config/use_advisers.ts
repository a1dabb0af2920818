import { useCallback, useEffect, useState } from 'react'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'

export interface AdviserRow {
  id: number
  name: string
  email: string | null
  mobile: string | null
  isActive: boolean
  invitedAt: string | null
  acceptedAt: string | null
}

export interface InvitationRow {
  id: number
  name: string
  email: string | null
  mobile: string | null
  state: 'pending' | 'expired'
  sentAt: string
  expiresAt: string
}

export const ADVISERS_PAGE_SIZE = 20

export interface PagedList<Row> {
  rows: Row[]
  count: number
  page: number
}

const empty = <Row>(): PagedList<Row> => ({ rows: [], count: 0, page: 0 })

/**
 * The section's data from its own JSON routes (api.store.advisers.*): the advisers and the open
 * invitations, each paged from 0, and the places taken. `reload()` after a change.
 */
export function useAdvisers(storeId: number) {
  const [advisers, setAdvisers] = useState<PagedList<AdviserRow>>(empty)
  const [invitations, setInvitations] = useState<PagedList<InvitationRow>>(empty)
  const [seats, setSeats] = useState(0)
  const [failed, setFailed] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [pages, setPages] = useState({ advisers: 0, invitations: 0 })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const params = { id: storeId }
    const qs = (page: number) => ({ qs: { page, pageSize: ADVISERS_PAGE_SIZE } })
    Promise.all([
      api('GET', urlFor('api.store.advisers.index', params, qs(pages.advisers)), undefined, {
        signal: controller.signal,
      }),
      api(
        'GET',
        urlFor('api.store.advisers.invitations.index', params, qs(pages.invitations)),
        undefined,
        {
          signal: controller.signal,
        }
      ),
    ]).then(([list, open]) => {
      if (controller.signal.aborted) return
      setLoaded(true)
      if (!list.ok || !open.ok) return setFailed(true)
      setFailed(false)
      setAdvisers({ rows: list.body.data, count: list.body.metadata.count, page: pages.advisers })
      setSeats(list.body.metadata.seats)
      setInvitations({
        rows: open.body.data,
        count: open.body.metadata.count,
        page: pages.invitations,
      })
    })
    return () => controller.abort()
  }, [storeId, pages, version])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  const goTo = useCallback(
    (list: 'advisers' | 'invitations', page: number) =>
      setPages((current) => ({ ...current, [list]: page })),
    []
  )
  return { advisers, invitations, seats, failed, loading: !loaded, reload, goTo }
}
