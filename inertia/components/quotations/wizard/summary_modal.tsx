import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import type { WizardVehicle } from '@rules/garage/rules/vehicle'
import { garageTexts } from '@rules/garage/rules/country_texts'
import { useShared } from '~/lib/page_props'
import { useMobileText } from '~/components/mobile_input'
import {
  normalizePartName,
  rimDimensionsComplete,
  tyreSizeLabel,
  type WizardDetail,
} from '@rules/quotations/rules/details'
import type { WizardContact } from '~/components/quotations/wizard/wizard_state'
import type { QuoteByProductChoice } from '~/components/quotations/wizard/use_wizard_submit'

const BY_PRODUCT_LABEL = 'Recibir cotizaciones por autoparte'
const BY_PRODUCT_HELP =
  'Cada autoparte puede recibir hasta 3 cotizaciones de vendedores distintos, aunque un vendedor no tenga todas.'

/**
 * The summary before sending (doc 2 §2 step 5): vehicle, parts (tyre dimensions appended as
 * width / profile / RIN), contact, and — for a marketplace request with two or more parts —
 * 'Recibir cotizaciones por autoparte' (`quoteByProduct`). 'Editar' goes back; 'Enviar
 * Solicitud' sends once.
 */
export function SummaryModal({
  opened,
  vehicle,
  details,
  contact,
  cityName,
  sending,
  errors,
  quoteByProduct = null,
  onEdit,
  onSend,
}: {
  opened: boolean
  vehicle: WizardVehicle
  details: WizardDetail[]
  contact: WizardContact
  cityName: string | null
  sending: boolean
  errors: string[]
  /** Offered only for marketplace requests with two or more parts; null hides it. */
  quoteByProduct?: QuoteByProductChoice | null
  onEdit: () => void
  onSend: () => void
}) {
  const { country } = useShared()
  const mobileText = useMobileText()
  const vehicleLine = [vehicle.vehicle_brand?.name, vehicle.vehicle_model, vehicle.vehicle_year]
    .filter(Boolean)
    .join(' ')
  const identifiers = [
    vehicle.vehicle_license_plate && `Placa ${vehicle.vehicle_license_plate.toUpperCase()}`,
    vehicle.vehicle_VIN && `VIN ${vehicle.vehicle_VIN.toUpperCase()}`,
    vehicle.vehicle_property_card && garageTexts(country.code).cardPhoto,
  ].filter(Boolean)

  return (
    <Modal opened={opened} onClose={onEdit} title="Resumen de tu solicitud" centered size="lg">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Vehículo
          </Text>
          <Text fw={600}>{vehicleLine}</Text>
          {identifiers.length > 0 && <Text size="sm">{identifiers.join(' · ')}</Text>}
        </div>
        <Divider />
        <Text size="sm" c="dimmed">
          Autopartes
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} data-testid="summary-parts">
          <Table.Tbody>
            {details.map((detail, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {normalizePartName(detail.name)}
                  {detail.rimDimensions && rimDimensionsComplete(detail.rimDimensions)
                    ? ` ${tyreSizeLabel(detail.rimDimensions)}`
                    : ''}
                  {detail.reference.trim() ? (
                    <Text size="xs" c="dimmed">
                      Número de parte: {detail.reference.trim()}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" w={90}>
                  × {detail.amount}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {quoteByProduct && (
          <Checkbox
            label={BY_PRODUCT_LABEL}
            description={BY_PRODUCT_HELP}
            checked={quoteByProduct.checked}
            onChange={(event) => quoteByProduct.onChange(event.currentTarget.checked)}
            data-testid="quote-by-product"
          />
        )}
        <Divider />
        <div>
          <Text size="sm" c="dimmed">
            Tus datos
          </Text>
          <Text size="sm">
            {contact.name} · {contact.email} · {mobileText(contact.mobile)}
            {cityName ? ` · ${cityName}` : ''}
          </Text>
        </div>
        {errors.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title="No pudimos enviar tu solicitud"
            data-testid="submit-errors"
          >
            <List size="sm">
              {errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onEdit} disabled={sending}>
            Editar
          </Button>
          <Button onClick={onSend} loading={sending}>
            Enviar Solicitud
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
