import { Alert, Button, Group, Text } from '@mantine/core'
import { IconCopy, IconInfoCircle, IconPlus } from '@tabler/icons-react'
import { EMPTY_DETAIL } from '@rules/quotations/rules/details'
import type { WizardInitial } from '~/components/quotations/wizard/wizard_state'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerRequestDetail } from './types'

export type ReRequestKind = 'same' | 'new'
export type ReRequest = NonNullable<BuyerRequestDetail['reRequest']>

/**
 * The wizard's initial values (doc 3 §4.1): 'Hacer misma solicitud' copies the vehicle and every
 * part; 'Hacer nueva solicitud' the vehicle and one empty part line.
 */
export function reRequestInitial(reRequest: ReRequest, kind: ReRequestKind): WizardInitial {
  const details = kind === 'same' ? reRequest.details : [{ ...EMPTY_DETAIL }]
  return {
    vehicle: reRequest.vehicle,
    details,
    hasReference: kind === 'same' && details.some((detail) => detail.reference.trim() !== ''),
  }
}

/**
 * The info box of a closed request, or of an expired quotation (doc 3 §2.5, §2.3): the text and
 * the two re-request buttons (for the buyer; staff read the text only).
 */
export function ReRequestBox({
  text,
  canAct,
  onReRequest,
  testId,
}: {
  text: string
  canAct: boolean
  onReRequest: (kind: ReRequestKind) => void
  testId?: string
}) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} data-testid={testId}>
      <Text size="sm">{text}</Text>
      {canAct && (
        <Group gap="xs" mt="sm" wrap="wrap">
          <Button
            size="xs"
            leftSection={<IconCopy size={14} />}
            onClick={() => onReRequest('same')}
          >
            {T.sameRequest}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => onReRequest('new')}
          >
            {T.newRequest}
          </Button>
        </Group>
      )}
    </Alert>
  )
}
