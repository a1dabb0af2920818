import { Checkbox, type CheckboxProps } from '@mantine/core'

/** Loaded by lazy_checkbox.tsx: Mantine's Checkbox in a chunk of its own. */
export function CheckboxOnDemand(props: CheckboxProps) {
  return <Checkbox {...props} />
}
