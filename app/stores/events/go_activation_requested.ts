/**
 * Outbox event: the owner of a pending store asked staff to activate its GO module ('Solicitar
 * activación' of the configuration page; written in the request's transaction by
 * RequestGoActivation). The notifications module tells every staff member once (start/events.ts).
 */
export const STORE_GO_ACTIVATION_REQUESTED = 'stores.go_activation_requested'

export interface GoActivationRequestedPayload {
  storeId: number
}
