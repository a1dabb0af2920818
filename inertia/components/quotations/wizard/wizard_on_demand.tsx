import { Suspense, type ComponentPropsWithRef } from 'react'
import { Loading } from '~/components/loading'
import { lazyNamed } from '~/lib/lazy'

/*
 * The parts of the request wizard that load when the buyer gets there ('Autopartes', 'Tus
 * Datos', the summary and the success dialog): the page shows with the first step's code only.
 * A step shows 'Cargando...' the moment its code is on its way; quotation_wizard.tsx mounts the
 * dialogs with OnDemand.
 */
const LazyPartsStep = lazyNamed(
  () => import('~/components/quotations/wizard/parts_step'),
  'PartsStep'
)
const LazyContactStep = lazyNamed(
  () => import('~/components/quotations/wizard/contact_step'),
  'ContactStep'
)

export function PartsStep(props: ComponentPropsWithRef<typeof LazyPartsStep>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyPartsStep {...props} />
    </Suspense>
  )
}

export function ContactStep(props: ComponentPropsWithRef<typeof LazyContactStep>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyContactStep {...props} />
    </Suspense>
  )
}

export const SummaryModal = lazyNamed(
  () => import('~/components/quotations/wizard/summary_modal'),
  'SummaryModal'
)
export const SuccessModal = lazyNamed(
  () => import('~/components/quotations/wizard/success_modal'),
  'SuccessModal'
)
