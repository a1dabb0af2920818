import { useState } from 'react'
import { Alert, Button, Group, Modal } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import { usePath, useShared } from '~/lib/page_props'
import { SALES_TEXTS as T } from './texts'

export type QuoteTarget = 'register' | 'activate' | 'vendor'

/**
 * The store sign-up page (`stores.register`, GET /tienda/registro). Its route is not in this
 * branch's typed registry yet (another change builds it): it is reached by path through
 * `usePath`, as the layout reaches pages outside the registry.
 */
export function useRegisterUrl() {
  const path = usePath()
  return path('/tienda/registro')
}

/**
 * 'Cotizar' of one opportunity, where the server said it leads (policies/
 * sales_opportunity_target.ts): the sign-up page, the vendor-side request page, or the
 * activation alert (`onActivate`).
 */
export function QuoteAction({
  target,
  requestId,
  onActivate,
}: {
  target: QuoteTarget
  requestId: number
  onActivate: () => void
}) {
  const registerUrl = useRegisterUrl()
  if (target === 'activate') {
    return (
      <Button size="xs" onClick={onActivate} data-testid="quote">
        {T.quote}
      </Button>
    )
  }
  const href =
    target === 'vendor' ? urlFor('QuotationRequestDetailPage', { id: requestId }) : registerUrl
  return (
    <Button size="xs" component="a" href={href} data-testid="quote">
      {T.quote}
    </Button>
  )
}

/** The info alert of a vendor whose store has the GO module inactive (doc 2 §2). */
export function ActivationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { product } = useShared()
  return (
    <Modal opened={opened} onClose={onClose} title={T.activationTitle} centered>
      <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="activation-alert">
        {T.moduleInactive(product.moduleName)}
      </Alert>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        {/* the platform's contact (terms page, section 'Contacto') until the store's own
            activation request exists */}
        <Button component="a" href={`${urlFor('legal.terms')}#contacto`}>
          {T.requestActivation}
        </Button>
      </Group>
    </Modal>
  )
}

/** Holds the activation modal's state for a list of QuoteAction. */
export function useActivationModal() {
  const [opened, setOpened] = useState(false)
  return {
    open: () => setOpened(true),
    modal: <ActivationModal opened={opened} onClose={() => setOpened(false)} />,
  }
}
