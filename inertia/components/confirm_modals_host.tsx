import { useEffect } from 'react'
import { ModalsProvider } from '@mantine/modals'
import { confirmHost } from '~/lib/confirm'

/**
 * Mantine's modals provider, loaded on the first confirmation (lib/confirm.ts). The marker comes
 * after the provider so that its effect runs once the provider listens for 'open' events.
 */
export function ConfirmModalsHost() {
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }} />
      <ReadyMarker />
    </>
  )
}

function ReadyMarker() {
  useEffect(() => confirmHost.ready(), [])
  return null
}
