/**
 * Outbox event: staff activated a store's GO module with its service-cost plan (written in the
 * activation's transaction by ActivateStoreGoModule). The notifications module tells the
 * store's owner once (start/events.ts).
 */
export const STORE_GO_MODULE_ACTIVATED = 'stores.go_module_activated'

export interface StoreActivatedPayload {
  storeId: number
  /** Percentage as staff typed it (5.5 = 5.5 %). */
  serviceCostPercent: number
  serviceCost: number
}
