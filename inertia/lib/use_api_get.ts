import { useEffect, useState } from 'react'
import { api } from '~/lib/http'

export type LoadState = 'loading' | 'ready' | 'failed'

/**
 * The JSON answer of one GET, fetched when `url` or `version` changes (a caller bumps `version`
 * to reload after a change); the previous fetch is aborted, so a late answer never overwrites a
 * newer one. `body` keeps the last good answer while the next one loads.
 */
export function useApiGet<Body>(url: string, version = 0) {
  const [body, setBody] = useState<Body | null>(null)
  const [state, setState] = useState<LoadState>('loading')

  useEffect(() => {
    const controller = new AbortController()
    api<Body>('GET', url, undefined, { signal: controller.signal }).then((response) => {
      if (controller.signal.aborted) return
      if (!response.ok) return setState('failed')
      setBody(response.body)
      setState('ready')
    })
    return () => controller.abort()
  }, [url, version])

  return { body, state }
}
