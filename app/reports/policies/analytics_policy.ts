import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'

/**
 * MINIMAL STAND-IN (h-xls) of the analytics report's policy (h-ana owns this file; on merge
 * theirs is kept, with an `exportExcel` ability of the same meaning):
 * - `exportExcel`: 'Exportar a Excel' of the report (doc 2 §2, §6 "isAdmin … can export a
 *   filtered Excel"): staff (admins and module managers), and whoever sees the store's report
 *   (its owner or an adviser); anybody else 403.
 */
export default class AnalyticsPolicy extends BasePolicy {
  async exportExcel(user: User): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return (await actingStore(user)) !== null
  }
}
