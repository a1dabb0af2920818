import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import SellerAreaPolicy from '#quotations/policies/seller_area_policy'
import { denyAsMissing } from '#core/policies/decisions'

export const ANALYTICS_POLICY_MESSAGES = {
  notAllowed:
    'El reporte analítico es de los vendedores de una tienda con el módulo activo y del personal de la plataforma',
  staffOnly: 'Esta sección es solo para el equipo de la plataforma.',
}

/**
 * Who reads the analytics report (doc 2 §2 "Analytics report", §6), one ability per rule:
 *
 * - `view` (`storeId`: the store named in the filter, if any): staff — admins and module
 *   managers ("manage{product}GoModule: sees … customer data on every report row"; "isAdmin: in
 *   the report sees a store filter") — read any store or all of them; a vendor or store adviser
 *   reads the Reportes tab ("Reportes needs a store id or adviser store",
 *   SellerAreaPolicy.viewReports) of their own store only: another store's id answers as if it
 *   did not exist (404). Anybody else 403.
 * - `filterByStore`: the store filter and column, and the VIN, plate and identification
 *   columns: staff only.
 * - `exportExcel`: 'Exportar a Excel' — whoever may view the report (staff export their
 *   filter, a vendor their store's report).
 */
export default class AnalyticsPolicy extends BasePolicy {
  async view(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    if (!(await new SellerAreaPolicy().viewReports(user))) {
      return AuthorizationResponse.deny(ANALYTICS_POLICY_MESSAGES.notAllowed, 403)
    }
    const context = await actingStore(user)
    if (storeId !== undefined && storeId !== null && storeId !== context?.store.id) {
      return denyAsMissing()
    }
    return true
  }

  filterByStore(user: User): AuthorizerResponse {
    return user.actsAsAdmin
      ? true
      : AuthorizationResponse.deny(ANALYTICS_POLICY_MESSAGES.staffOnly, 403)
  }

  async exportExcel(user: User): Promise<AuthorizerResponse> {
    return this.view(user)
  }
}
