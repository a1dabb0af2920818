import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { type ComboboxItem } from '@mantine/core'
import { DeferredSelect as Select } from '~/components/deferred_select'
import type { BrandRef } from '@rules/garage/rules/vehicle'
import type { BrandList } from '~/components/vehicle/types'
import { api } from '~/lib/http'
import { foldText } from '~/lib/format'
import { urlFor } from '~/lib/routes'

let brandsPromise: Promise<BrandRef[]> | null = null

/** The brand list (autocomplete of 200, doc 1 §9), loaded once per page. */
export function loadBrands(): Promise<BrandRef[]> {
  if (!brandsPromise) {
    brandsPromise = api<BrandList>(
      'GET',
      urlFor('api.catalog.vehicleBrands', {}, { qs: { search: '', pageSize: 200 } })
    ).then((response) => {
      if (!response.ok) {
        brandsPromise = null
        return []
      }
      return response.body.data
    })
  }
  return brandsPromise
}

/** The brands once loaded (empty until then). */
export function useBrands() {
  const [brands, setBrands] = useState<BrandRef[]>([])
  useEffect(() => {
    let cancelled = false
    void loadBrands().then((list) => !cancelled && setBrands(list))
    return () => {
      cancelled = true
    }
  }, [])
  return brands
}

/**
 * 'Marca': searchable without accents or case ("citroen" finds Citroën). The chosen brand is
 * listed even before the list arrives (a garage vehicle, a found plate).
 */
export function BrandSelect({
  brands,
  value,
  onChange,
  error,
  readOnly,
}: {
  brands: BrandRef[]
  value: BrandRef | null
  onChange: (brand: BrandRef | null) => void
  error?: ReactNode
  readOnly: boolean
}) {
  const data = useMemo(() => {
    const list = value && !brands.some((brand) => brand.id === value.id) ? [value] : []
    return [...list, ...brands].map((brand) => ({ value: String(brand.id), label: brand.name }))
  }, [brands, value])

  return (
    <Select
      label="Marca"
      placeholder="Busca la marca"
      required={!readOnly}
      searchable
      readOnly={readOnly}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(brands.find((brand) => String(brand.id) === id) ?? null)}
      nothingFoundMessage="No encontramos esa marca"
      filter={({ options, search }) => {
        const wanted = foldText(search)
        return (options as ComboboxItem[]).filter((item) => foldText(item.label).includes(wanted))
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  )
}
