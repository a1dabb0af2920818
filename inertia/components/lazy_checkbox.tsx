import { Suspense } from 'react'
import { Box, type CheckboxProps } from '@mantine/core'
import { lazyNamed } from '~/lib/lazy'

const CheckboxOnDemand = lazyNamed(
  () => import('~/components/checkbox_on_demand'),
  'CheckboxOnDemand'
)

/** A default-size Checkbox with a one-line label: its 20 px box on a 14 px × 1.55 line. */
const CHECKBOX_HEIGHT = 22

/**
 * Mantine's Checkbox (default size, one-line label) whose code comes when it first renders, in
 * a place of its height kept meanwhile: for the checkboxes a public page shows only sometimes
 * (signed in: 'Tengo la referencia del repuesto'; the demo's local captcha), so the public
 * wizard does not load Checkbox before it shows (170 KB gz limit, bench/page_weight.mjs).
 */
export function LazyCheckbox(props: CheckboxProps) {
  return (
    <Suspense fallback={<Box h={CHECKBOX_HEIGHT} />}>
      <CheckboxOnDemand {...props} />
    </Suspense>
  )
}
