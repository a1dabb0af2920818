import { Select, Tooltip, type SelectProps, type TooltipProps } from '@mantine/core'

/**
 * Mantine components that their wrappers fetch after the page has shown (lazy_tooltip.tsx,
 * deferred_select.tsx, the staff's store picker in quotations/vendor/toolbar.tsx): a chunk of
 * their own, outside the pages.
 */
export function OnDemandTooltip(props: TooltipProps) {
  return <Tooltip {...props} />
}

export function OnDemandSelect(props: SelectProps) {
  return <Select {...props} />
}
