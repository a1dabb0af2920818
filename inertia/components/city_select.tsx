import { useEffect, useRef, useState } from 'react'
import { Loader, type ComboboxItem } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { foldText } from '~/lib/format'
import { DeferredSelect as Select } from '~/components/deferred_select'

interface Zone {
  id: number
  full_name: string
}

/**
 * City picker on the zones autocomplete (/api/localization/zones), debounced 300 ms.
 *
 * Typing fast must never pick a city the user did not mean (typing "Medellín" once saved
 * "Arauca"): each search aborts the one before it, an answer that arrives for an older text is
 * dropped, and the list only ever offers cities whose name matches what is typed now, so a
 * stale list (the first 50 cities, or an older search) can never be clicked or chosen with Enter.
 */
export function CitySelect({
  value,
  onChange,
  error,
  label = 'Ciudad',
  required,
  disabled,
}: {
  value: number | null
  /** The chosen city's id and its full name ("Medellín, Antioquia"). */
  onChange: (id: number | null, fullName?: string | null) => void
  error?: string
  label?: string
  required?: boolean
  disabled?: boolean
}) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [options, setOptions] = useState<Zone[]>([])
  /** The text the shown list answers; while it differs from what is typed, a search is running. */
  const [answered, setAnswered] = useState<string | null>(null)
  const latest = useRef(0)

  useEffect(() => {
    const ticket = ++latest.current
    const controller = new AbortController()
    const query = { pageSize: 50, search: debounced.trim() || undefined }
    void api<{ data: Zone[] }>('GET', urlFor('api.zones.index', {}, { qs: query }), undefined, {
      signal: controller.signal,
    })
      .then((response) => {
        if (ticket !== latest.current) return
        setAnswered(debounced.trim())
        if (!response.ok) return
        setOptions((previous) => {
          const selected = previous.find((zone) => zone.id === value)
          const fresh = response.body.data
          return selected && !fresh.some((z: Zone) => z.id === selected.id)
            ? [selected, ...fresh]
            : fresh
        })
      })
      .catch(() => {})
    return () => controller.abort()
    // Searches follow the typed text only; the selected value is kept from the previous list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  /** A preselected city (the user's) may not be in the first page of results: fetch it. */
  useEffect(() => {
    if (!value || options.some((zone) => zone.id === value)) return
    void api<{ data: Zone }>('GET', urlFor('api.zones.show', { id: value })).then((response) => {
      if (response.ok)
        setOptions((previous) => [response.body.data, ...previous.filter((z) => z.id !== value)])
    })
  }, [value, options])

  const loading = answered !== search.trim()
  const selectedLabel = options.find((zone) => zone.id === value)?.full_name ?? null

  return (
    <Select
      label={label}
      placeholder="Escribe tu ciudad"
      searchable
      required={required}
      data={options.map((zone) => ({ value: String(zone.id), label: zone.full_name }))}
      value={value ? String(value) : null}
      onChange={(selected) =>
        onChange(
          selected ? Number(selected) : null,
          options.find((zone) => String(zone.id) === selected)?.full_name ?? null
        )
      }
      disabled={disabled}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={loading ? 'Buscando…' : 'No encontramos esa ciudad'}
      error={error}
      filter={({ options: items, search: typed }) => {
        const wanted = foldText(typed)
        if (!wanted || (selectedLabel && foldText(selectedLabel) === wanted)) return items
        return (items as ComboboxItem[]).filter((item) => foldText(item.label).includes(wanted))
      }}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
