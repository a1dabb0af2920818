import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconPlugConnectedX } from '@tabler/icons-react'
import { PLATE_LOOKUP_MESSAGES } from '@rules/garage/rules/vehicle'
import { useAuthModals } from '~/components/auth/auth_modals'
import { urlFor } from '~/lib/routes'

/**
 * The plate service is down (doc 2 §8; demo plate SRV503). A signed-in buyer may wait or quote
 * at once with the vehicle form; a guest is invited to sign up. Someone signed in is never
 * offered a registration.
 */
export function PlateUnavailableModal({
  opened,
  onClose,
  signedIn,
}: {
  opened: boolean
  onClose: () => void
  signedIn: boolean
}) {
  const authModals = useAuthModals()
  const quoteWithData = () => {
    window.location.assign(
      urlFor('quotations.wizard', {}, { qs: { verifyShowVehicleQuotationForm: 1 } })
    )
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PLATE_LOOKUP_MESSAGES.unavailable}
      size="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
      data-testid="plate-unavailable-modal"
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="yellow" variant="light" size={40} radius="xl">
            <IconPlugConnectedX size={22} />
          </ThemeIcon>
          <Text size="sm">
            {signedIn
              ? 'Puedes esperar unos minutos y buscar de nuevo, o cotizar ya con los datos de tu vehículo. Te notificaremos las cotizaciones por email y WhatsApp.'
              : 'Regístrate para cotizar con los datos de tu vehículo: te notificaremos las cotizaciones por email y WhatsApp.'}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          {signedIn ? (
            <>
              <Button variant="default" onClick={onClose}>
                Esperar
              </Button>
              <Button onClick={quoteWithData}>Cotizar con los datos del vehículo</Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Cerrar
              </Button>
              <Button
                onClick={() => {
                  onClose()
                  authModals.open('signUpModal')
                }}
              >
                Registrarme
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
