import { useEffect, useState } from 'react'
import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { api } from '~/lib/http'

interface Zone {
  id: number
  full_name: string
}

/**
 * City picker on the zones autocomplete (/api/localization/zones), debounced 300 ms.
 */
export function CitySelect({
  value,
  onChange,
  error,
  label = 'Ciudad',
  required,
}: {
  value: number | null
  onChange: (id: number | null) => void
  error?: string
  label?: string
  required?: boolean
}) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [options, setOptions] = useState<Zone[]>([])

  useEffect(() => {
    let cancelled = false
    const query = new URLSearchParams({ pageSize: '50' })
    if (debounced.trim()) query.set('search', debounced.trim())
    void api<{ data: Zone[] }>('GET', `/api/localization/zones?${query}`).then((response) => {
      if (!cancelled && response.ok) {
        setOptions((previous) => {
          const selected = previous.find((zone) => zone.id === value)
          const fresh = response.body.data
          return selected && !fresh.some((z: Zone) => z.id === selected.id)
            ? [selected, ...fresh]
            : fresh
        })
      }
    })
    return () => {
      cancelled = true
    }
    // Searches follow the typed text only; the selected value is kept from the previous list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  /** A preselected city (the user's) may not be in the first page of results: fetch it. */
  useEffect(() => {
    if (!value || options.some((zone) => zone.id === value)) return
    void api<{ data: Zone }>('GET', `/api/localization/zones/${value}`).then((response) => {
      if (response.ok)
        setOptions((previous) => [response.body.data, ...previous.filter((z) => z.id !== value)])
    })
  }, [value, options])

  return (
    <Select
      label={label}
      placeholder="Escribe tu ciudad"
      searchable
      required={required}
      data={options.map((zone) => ({ value: String(zone.id), label: zone.full_name }))}
      value={value ? String(value) : null}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="No encontramos esa ciudad"
      error={error}
      filter={({ options: items }) => items}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
