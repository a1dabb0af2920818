import { Alert, Container } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { AdvisersSection } from '~/components/stores/config/advisers_section'

/**
 * /dev/asesores (development only): the Asesores section of the store the signed-in person acts
 * for, as the store configuration page will show it.
 */
export default function DevAdvisers({
  store,
  canEdit,
}: {
  store: { id: number; urlPath: string } | null
  canEdit: boolean
}) {
  return (
    <AppLayout title="Asesores (desarrollo)" description="La sección Asesores de tu tienda.">
      <Container size="lg" py="xl">
        {store ? (
          <AdvisersSection store={store} canEdit={canEdit} />
        ) : (
          <Alert color="yellow">No actúas por ninguna tienda.</Alert>
        )}
      </Container>
    </AppLayout>
  )
}
