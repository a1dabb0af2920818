import { Suspense, type ComponentProps } from 'react'
import { Loading } from '~/components/loading'
import { lazyNamed } from '~/lib/lazy'

/*
 * What the wizard's 'Vehículo' step shows only after the buyer acts (or on a resumed request):
 * the manual vehicle form (brand list, year input, identifiers, photo upload), the found or
 * chosen vehicle's card and the dialog for a plate service that is down. Loaded then, so the
 * wizard's page shows with the plate search only (vehicle_step.tsx).
 */
const LazyVehicleForm = lazyNamed(() => import('~/components/vehicle/vehicle_form'), 'VehicleForm')
const LazyVehicleInfoCard = lazyNamed(
  () => import('~/components/vehicle/vehicle_info_card'),
  'VehicleInfoCard'
)

export function VehicleForm(props: ComponentProps<typeof LazyVehicleForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyVehicleForm {...props} />
    </Suspense>
  )
}

export function VehicleInfoCard(props: ComponentProps<typeof LazyVehicleInfoCard>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyVehicleInfoCard {...props} />
    </Suspense>
  )
}

export const PlateUnavailableModal = lazyNamed(
  () => import('~/components/vehicle/plate_unavailable_modal'),
  'PlateUnavailableModal'
)
