import { useCallback, useEffect, useRef, useState } from 'react'
import { api, errorMessage } from '~/lib/http'
import type { Paged } from './types'

interface PagedState<T> {
  key: string | null
  rows: T[]
  count: number
  /** The server stopped counting at `count`: there are more. */
  countCapped: boolean
  error: string | null
}

/**
 * A zero-based paged list read from the API: `url(page)` builds the address; `key` names the
 * parameters (a change reloads from page 0). `reload(true)` reads again without showing the
 * loading state (live updates).
 */
export function usePagedList<T>(url: (page: number) => string, key: string, pageSize: number) {
  const [page, setPage] = useState(0)
  const [version, setVersion] = useState(0)
  const [quiet, setQuiet] = useState(false)
  const [state, setState] = useState<PagedState<T>>({
    key: null,
    rows: [],
    count: 0,
    countCapped: false,
    error: null,
  })
  const [previousKey, setPreviousKey] = useState(key)
  if (previousKey !== key) {
    setPreviousKey(key)
    setPage(0)
  }
  const fullKey = `${key}|${page}|${version}`
  const urlRef = useRef(url)
  useEffect(() => {
    urlRef.current = url
  })

  useEffect(() => {
    let current = true
    void api<Paged<T>>('GET', urlRef.current(page)).then((response) => {
      if (!current) return
      if (!response.ok) {
        setState({
          key: fullKey,
          rows: [],
          count: 0,
          countCapped: false,
          error: errorMessage(response),
        })
      } else if (response.body.data.length === 0 && page > 0) {
        setPage(Math.max(0, Math.ceil(response.body.metadata.count / pageSize) - 1))
      } else {
        setState({
          key: fullKey,
          rows: response.body.data,
          count: response.body.metadata.count,
          countCapped: Boolean(response.body.metadata.countCapped),
          error: null,
        })
      }
      setQuiet(false)
    })
    return () => {
      current = false
    }
  }, [fullKey, page, pageSize])

  const reload = useCallback((silently = false) => {
    setQuiet(silently)
    setVersion((value) => value + 1)
  }, [])

  const loading = state.key !== fullKey && !(quiet && state.key !== null)
  return {
    page,
    setPage: (next: number) => {
      setPage(next)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    },
    rows: state.rows,
    count: state.count,
    countCapped: state.countCapped,
    error: state.error,
    loading,
    reload,
    /** Local changes (a row added by the push channel, a row discarded). */
    update: (change: (rows: T[], count: number) => { rows: T[]; count: number }) =>
      setState((current) => ({ ...current, ...change(current.rows, current.count) })),
  }
}
