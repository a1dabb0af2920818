import { useEffect, useRef, useState, type ComponentType } from 'react'
import {
  ComboboxChevron,
  InputBase,
  type ComboboxData,
  type ComboboxItem,
  type SelectProps,
} from '@mantine/core'

/** Mantine's Select (dropdown, positioning, scroll area) comes in a chunk of its own. */
type Module = typeof import('~/components/mantine_on_demand')
let loading: Promise<Module> | null = null
let loaded: ComponentType<SelectProps> | null = null
const loadSelect = () => (loading ??= import('~/components/mantine_on_demand'))

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
 * then the same field shows (label, placeholder, value, error, chevron), read-only. A click on
 * it meanwhile opens the real Select as soon as it is there, and focus carries over. The swap
 * waits for a press to end, so the click is never split between the two fields.
 */
export function DeferredSelect(props: SelectProps) {
  const [Select, setSelect] = useState<ComponentType<SelectProps> | null>(() => loaded)
  const [clicked, setClicked] = useState(false)
  const [focused, setFocused] = useState(false)
  const pressed = useRef(false)

  useEffect(() => {
    if (Select) return
    let live = true
    void loadSelect().then((module) => {
      loaded = module.OnDemandSelect
      if (live && !pressed.current) setSelect(() => module.OnDemandSelect)
    })
    return () => {
      live = false
    }
  }, [Select])

  if (Select) {
    return (
      <Select
        {...props}
        defaultDropdownOpened={props.defaultDropdownOpened ?? clicked}
        autoFocus={props.autoFocus ?? focused}
      />
    )
  }

  const release = () =>
    // after the click that ends this press has been handled
    window.setTimeout(() => {
      pressed.current = false
      if (loaded) setSelect(() => loaded)
    }, 0)

  return (
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
      value={props.searchValue || labelOf(props.data, props.value ?? props.defaultValue)}
      readOnly
      onPointerDown={() => {
        pressed.current = true
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={() => pressed.current && release()}
      onClick={() => setClicked(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  )
}
