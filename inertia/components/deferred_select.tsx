import { Suspense, useState } from 'react'
import {
  ComboboxChevron,
  InputBase,
  type ComboboxData,
  type ComboboxItem,
  type SelectProps,
} from '@mantine/core'
import { lazyNamed } from '~/lib/lazy'

/** Mantine's Select (dropdown, positioning, scroll area) in a chunk of its own. */
const Select = lazyNamed(() => import('~/components/mantine_on_demand'), 'OnDemandSelect')

/** The label shown for `value` in Select's data (strings, items or groups of them). */
function labelOf(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return ''
  for (const entry of (data ?? []) as Array<string | ComboboxItem | { items: any[] }>) {
    if (typeof entry === 'string') {
      if (entry === value) return entry
    } else if ('items' in entry) {
      const found: string = labelOf(entry.items, value)
      if (found) return found
    } else if (entry.value === value) {
      return entry.label ?? entry.value
    }
  }
  return ''
}

/**
 * Mantine's Select, whose code arrives right after the page has shown instead of with it. Until
 * then the same field shows (label, placeholder, value, error, chevron), read-only; a click or
 * focus in that moment opens the real Select, focused, as soon as it is there.
 */
export function DeferredSelect(props: SelectProps) {
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const shown = props.searchValue ?? labelOf(props.data, props.value ?? props.defaultValue)
  const placeholder = (
    <InputBase
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      required={props.required}
      withAsterisk={props.withAsterisk}
      error={props.error}
      size={props.size}
      radius={props.radius}
      variant={props.variant}
      disabled={props.disabled}
      leftSection={props.leftSection}
      rightSection={props.rightSection ?? <ComboboxChevron size={props.size} error={props.error} />}
      rightSectionPointerEvents="none"
      w={props.w}
      aria-label={props['aria-label']}
      pointer={!props.searchable}
      value={shown}
      readOnly
      onFocus={want}
      onMouseDown={want}
    />
  )
  return (
    <Suspense fallback={placeholder}>
      <Select
        {...props}
        defaultDropdownOpened={props.defaultDropdownOpened ?? wanted}
        autoFocus={props.autoFocus ?? wanted}
      />
    </Suspense>
  )
}
