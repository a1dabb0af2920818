import { useState } from 'react'
import { Alert, Button, Group, Modal } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import { useShared } from '~/lib/page_props'
import { SALES_TEXTS as T } from './texts'

export type QuoteTarget = 'register' | 'activate' | 'vendor'

/** The store sign-up page (`stores.register`, GET /tienda/registro). */
export function useRegisterUrl() {
  return urlFor('stores.register')
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

/**
 * The info alert of a vendor whose store has the GO module inactive (doc 2 §2). 'Solicitar
 * activación' leads to the store's own Módulo GO section, where its owner sends the request to
 * staff; a session without a store of its own (an adviser of several) gets the platform's
 * contact section of the terms page.
 */
export function ActivationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { product, user } = useShared()
  const requestUrl = user?.storeUrl
    ? `${urlFor('stores.config', { storeUrl: user.storeUrl })}#storeConfigSection-go`
    : `${urlFor('legal.terms')}#contacto`
  return (
    <Modal opened={opened} onClose={onClose} title={T.activationTitle} centered>
      <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="activation-alert">
        {T.moduleInactive(product.moduleName)}
      </Alert>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button component="a" href={requestUrl}>
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
