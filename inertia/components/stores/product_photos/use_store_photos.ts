import { useCallback, useEffect, useState } from 'react'
import { useDebouncedValue } from '@mantine/hooks'
import { errorMessage } from '~/lib/http'
import { listStorePhotos, type ProductImage } from './product_photo_api'

export const PHOTOS_PAGE_SIZE = 20
/** The search applies this long after the last key (as the chat's image lookup, doc 3 §9). */
export const SEARCH_DEBOUNCE_MS = 350

/**
 * The list of 'Fotos de productos': the search as typed (applied debounced, back to the first
 * page), the zero-based page, the rows (null while the first page loads) and their count. An
 * answer that arrives after a newer request started is dropped.
 */
export function useStorePhotos() {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<ProductImage[] | null>(null)
  const [count, setCount] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    void listStorePhotos(debounced, page, PHOTOS_PAGE_SIZE).then((response) => {
      if (!current) return
      if (!response.ok) {
        setError(errorMessage(response))
        setRows([])
        return
      }
      setError(null)
      if (response.body.data.length === 0 && page > 0) return setPage(page - 1)
      setRows(response.body.data)
      setCount(response.body.metadata.count)
    })
    return () => {
      current = false
    }
  }, [debounced, page, version])

  const changeSearch = useCallback((value: string) => {
    setSearch(value)
    setPage(0)
  }, [])
  const reload = useCallback(() => setVersion((value) => value + 1), [])

  return { search, applied: debounced, changeSearch, page, setPage, rows, count, error, reload }
}
