import { Badge } from '@mantine/core'
import { STATUS_COLORS } from './texts'

/** An order's status in Spanish (Pendiente, Confirmado, Pagado, Enviado, Entregado, Cancelado). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="order-status">
      {label}
    </Badge>
  )
}
