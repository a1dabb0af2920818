import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBolt, IconClock, IconHandClick, IconListCheck } from '@tabler/icons-react'
import { VENDOR_TEXTS as T } from './texts'

/**
 * '¿Cómo funciona?' of Pendientes (doc 2 §2 "Seller area"): how requests reach the store, how
 * long the buyer waits, when a request closes, and what each action does.
 */
export function HowItWorksModal({
  opened,
  onClose,
  moduleName,
}: {
  opened: boolean
  onClose: () => void
  moduleName: string
}) {
  const step = (icon: React.ReactNode, title: string, text: React.ReactNode) => (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" radius="xl" size={36} style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed" component="div">
          {text}
        </Text>
      </div>
    </Group>
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.howItWorks}</Text>}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          Así recibes y respondes las solicitudes de {moduleName}
        </Title>
        {step(
          <IconBolt size={20} />,
          'Llegan en vivo',
          'Cada vez que un comprador pide autopartes de una marca que tu tienda tiene habilitada (o pide directamente en tu tienda virtual), la solicitud aparece de primera en Pendientes, sin recargar la página, marcada como «Nueva».'
        )}
        {step(
          <IconClock size={20} />,
          'El comprador espera 60 minutos',
          'Le prometemos hasta 3 opciones de compra en 60 minutos o menos por WhatsApp. Las primeras tiendas en cotizar tienen más probabilidad de vender.'
        )}
        {step(
          <IconListCheck size={20} />,
          'Cuándo se cierra una solicitud',
          <>
            Una solicitud del marketplace recibe hasta 3 cotizaciones; una hecha en tu tienda, 1; si
            es por producto, cada autoparte recibe hasta 3 (contador «n / 3») y deja de estar
            disponible si ya la compraron. También sale de Pendientes cuando el comprador la cierra
            o cuando vence (7 días después de creada).
          </>
        )}
        {step(
          <IconHandClick size={20} />,
          'Tus acciones',
          <List size="sm" spacing={4} c="dimmed">
            <List.Item>
              <strong>Cotizar</strong>: abre el detalle de la solicitud para enviar tu cotización.
            </List.Item>
            <List.Item>
              <strong>Marcar en proceso</strong>: deja una nota para tu equipo (máximo 128
              caracteres); la solicitud sigue en Pendientes con la nota visible.
            </List.Item>
            <List.Item>
              <strong>Descartar</strong>: elige el motivo (y el vendedor, si tu tienda tiene
              asesores); la solicitud pasa a Descartadas.
            </List.Item>
          </List>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.understood}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
