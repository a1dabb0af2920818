import { allowGuest, AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Infraction from '#moderation/models/infraction'
import type { EvidenceFile } from '#moderation/queries/evidence_query'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'
import { INFRACTION_MESSAGES as M } from '#moderation/rules/infractions'

/**
 * Who may register and read vendor infractions (doc 1 §2, §6; doc 3 §6), one ability per rule:
 *
 * - `register` (and uploading its evidence): "manageInfractionsModule: may register a vendor
 *   infraction on a quotation" — anybody else 403, staff without the flag too.
 * - `readAll`: every store's infractions — users with manageInfractionsModule, and staff
 *   (actsAsAdmin: admins and module managers "see all quotations read-only", and a quotation
 *   with an infraction shows the infraction data, doc 3 §4.2).
 * - `list`: the list API answers — everything for `readAll`, the store's own for a user acting
 *   for a store (owner or adviser); anybody else (a buyer) 403.
 * - `view` / `readStore`: one infraction, or the infractions of one store: `readAll`, or the
 *   store it belongs to; another store's answer as if they did not exist (404).
 * - `readEvidence`: an evidence file (never public: /uploads/infraction-evidence/… is a 404) —
 *   whoever uploaded it (the form's preview, before the infraction is saved), `readAll`, and the
 *   stores of the infractions it backs; anybody else, guests included, 404.
 */
export default class InfractionPolicy extends BasePolicy {
  register(user: User): AuthorizerResponse {
    return user.manageInfractionsModule ? true : AuthorizationResponse.deny(M.notAllowed, 403)
  }

  readAll(user: User): AuthorizerResponse {
    return user.manageInfractionsModule || user.actsAsAdmin
  }

  async list(user: User): Promise<AuthorizerResponse> {
    if (this.readAll(user)) return true
    if (await actingStore(user)) return true
    return AuthorizationResponse.deny(M.listNotAllowed, 403)
  }

  async readStore(user: User, storeId: number): Promise<AuthorizerResponse> {
    if (this.readAll(user)) return true
    const context = await actingStore(user)
    return context?.store.id === storeId ? true : denyAsMissing()
  }

  async view(user: User, infraction: Infraction): Promise<AuthorizerResponse> {
    return this.readStore(user, infraction.storeId)
  }

  @allowGuest()
  async readEvidence(user: User | null, evidence: EvidenceFile): Promise<AuthorizerResponse> {
    if (!user) return denyAsMissing()
    if (evidence.uploaderId === user.id || this.readAll(user)) return true
    const context = await actingStore(user)
    return context && evidence.storeIds.includes(context.store.id) ? true : denyAsMissing()
  }
}
