import { Badge } from '@mantine/core'

const OUTCOME_COLORS: Record<string, string> = {
  blocked: 'red',
  confirmed: 'orange',
  image_review: 'yellow',
}

/** An item's type ('Bloqueado', "Enviado tras 'No son datos de contacto'"…), wrapping on a phone. */
export function OutcomeBadge({ outcome, label }: { outcome: string; label: string }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={OUTCOME_COLORS[outcome] ?? 'gray'}
      styles={{
        root: { height: 'auto', paddingBlock: 2, maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      }}
      data-testid="outcome-badge"
    >
      {label}
    </Badge>
  )
}
