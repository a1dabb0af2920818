import { Container, Text, Title } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { QuotationWizard } from '~/components/quotations/wizard/quotation_wizard'

/**
 * /home/page/cotizacion: the request wizard on a page of its own.
 */
export default function WizardPage({ forceVehicleForm }: { forceVehicleForm: boolean }) {
  /** `?resume`: back from signing in (such a visit is not rendered on the server, config/inertia.ts) */
  const resume = new URLSearchParams(usePage().url.split('?')[1] ?? '').has('resume')
  return (
    <AppLayout
      title="Solicitar cotización"
      description="Describe tu vehículo y las autopartes que necesitas: las tiendas te responden con cotizaciones en minutos."
    >
      <Container size="md" py="lg">
        <Title order={1} size="h2">
          Solicita la cotización de tus autopartes
        </Title>
        <Text c="dimmed" mb="md">
          Cuéntanos qué vehículo tienes y qué necesitas: las tiendas te responden en vivo.
        </Text>
        <QuotationWizard mode="page" forceVehicleForm={forceVehicleForm} resume={resume} />
      </Container>
    </AppLayout>
  )
}
