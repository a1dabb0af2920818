import { List, Modal, Stack, Text, Title } from '@mantine/core'
import { DETAIL_TEXTS as T } from './texts'

/**
 * '¿Cómo funciona?' for vendors (doc 3 §2.1): how answering a request works here: up to 3
 * options, the 60-minute promise, 'Agotado', in process and discard, the commission and the
 * contact-data rule (doc 2 §9, doc 3 §4, §9, domain notes).
 */
export function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.howItWorks} size="lg" centered>
      <Stack gap="sm" data-testid="how-it-works">
        <Title order={3} size="h5">
          Responde rápido y con la mejor oferta
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            Revisa el vehículo y las autopartes que el cliente necesita. La foto de cada autoparte
            se abre con el ícono de la columna Foto.
          </List.Item>
          <List.Item>
            El cliente compara máximo 3 opciones de compra y le prometemos respuestas en 60 minutos:
            las primeras cotizaciones son las que se ven. Una solicitud del marketplace se cierra
            con 3 cotizaciones y una solicitud hecha en tu tienda virtual con 1; cuando se cotiza
            por producto, cada autoparte recibe hasta 3 cotizaciones (contador n / 3).
          </List.Item>
          <List.Item>
            Marca como Agotado lo que no tienes. Si marcas todas las autopartes, la solicitud se
            descarta con el motivo &quot;Producto no disponible&quot;.
          </List.Item>
          <List.Item>
            Marcar en proceso guarda una nota privada para tu tienda (máximo 128 caracteres) y la
            solicitud sigue en Pendientes. Descartar la saca de tu lista con un motivo.
          </List.Item>
        </List>
        <Title order={3} size="h5">
          Comisión
        </Title>
        <Text size="sm">
          Los precios incluyen impuestos. Por cada venta la plataforma cobra una comisión: (subtotal
          + envío) × el porcentaje de tu plan + el costo fijo del plan. Tú recibes el total de la
          venta menos la comisión.
        </Text>
        <Title order={3} size="h5">
          Datos de contacto
        </Title>
        <Text size="sm">
          No escribas teléfonos, correos, direcciones ni nombres en las observaciones ni en el chat:
          la venta debe cerrarse dentro de la plataforma. Los datos del cliente solo se muestran a
          quien tiene permiso para verlos.
        </Text>
      </Stack>
    </Modal>
  )
}
