import { Alert, Container, Text, Title } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { QuotationWizard } from '~/components/quotations/wizard/quotation_wizard'
import { urlFor } from '~/lib/routes'

/** The store chosen on its page ('Solicitar cotización a esta tienda'). */
type ChosenStore = {
  id: number
  name: string
  urlPath: string
}

/**
 * /home/page/cotizacion: the request wizard on a page of its own. With `?tienda={url_path}`
 * (`store`) it is a store request: 'Cotización para {Tienda}', only that store quotes it and
 * the login of 'Estoy registrado' comes back to the same store.
 */
export default function WizardPage({
  forceVehicleForm,
  store = null,
  ownStore = false,
}: {
  forceVehicleForm: boolean
  store?: ChosenStore | null
  ownStore?: boolean
}) {
  /** `?resume`: back from signing in (such a visit is not rendered on the server, config/inertia.ts) */
  const resume = new URLSearchParams(usePage().url.split('?')[1] ?? '').has('resume')
  return (
    <AppLayout
      title={store ? `Cotización para ${store.name}` : 'Solicitar cotización'}
      description={
        store
          ? `Pide la cotización de tus autopartes a ${store.name}: te responde en minutos por WhatsApp.`
          : 'Describe tu vehículo y las autopartes que necesitas: las tiendas te responden con cotizaciones en minutos.'
      }
    >
      <Container size="md" py="lg">
        <Title order={1} size="h2" data-testid="wizard-title">
          {store ? `Cotización para ${store.name}` : 'Solicita la cotización de tus autopartes'}
        </Title>
        <Text c="dimmed" mb="md">
          {store
            ? `Cuéntanos qué vehículo tienes y qué necesitas: ${store.name} te responde con su cotización.`
            : 'Cuéntanos qué vehículo tienes y qué necesitas: las tiendas te responden en vivo.'}
        </Text>
        {ownStore && (
          <Alert color="yellow" mb="md" data-testid="own-store-alert">
            No puedes solicitar una cotización a una tienda para la que trabajas.
          </Alert>
        )}
        <QuotationWizard
          mode="page"
          forceVehicleForm={forceVehicleForm}
          resume={resume}
          storeId={store?.id ?? null}
          resumeUrl={
            store
              ? urlFor('quotations.wizard', {}, { qs: { tienda: store.urlPath, resume: 1 } })
              : undefined
          }
        />
      </Container>
    </AppLayout>
  )
}
