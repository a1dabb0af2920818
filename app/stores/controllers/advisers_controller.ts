import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import StoreAdvisersListQuery from '#stores/queries/store_advisers_list_query'
import {
  AdviserInvitationTransformer,
  AdviserTransformer,
} from '#stores/transformers/adviser_transformers'
import InviteAdviser from '#stores/actions/invite_adviser'
import ResendAdviserInvitation from '#stores/actions/resend_adviser_invitation'
import CancelAdviserInvitation from '#stores/actions/cancel_adviser_invitation'
import SetAdviserActive from '#stores/actions/set_adviser_active'
import {
  inviteAdviserValidator,
  listAdvisersValidator,
  setAdviserActiveValidator,
} from '#stores/validators/adviser'
import { withoutBlankFields } from '#stores/validators/supplier'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'
import { missingRecord, orFail } from '#core/policies/decisions'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import type { CountryCode } from '#core/country/country'
import { ADVISERS_CAP, ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

type Ability = 'view' | 'manage'

/**
 * The Asesores section's JSON calls (`/api/store/store/:id/advisers…`, issue 20): the lists for
 * the store's people (owner and active advisers), every change for the owner only
 * (StoreAdvisersPolicy); another store's, unknown or foreign ids are 404.
 */
export default class AdvisersController {
  /**
   * `{ data: [adviser], metadata: { count, seats, cap } }`, 20 a page from page 0.
   *
   * @summary Lista los asesores de la tienda
   */
  @inject()
  async index(ctx: HttpContext, query: StoreAdvisersListQuery) {
    const store = await this.store(ctx, 'view')
    const input = await listAdvisersValidator.validate(ctx.request.qs())
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE
    const [list, seats] = await Promise.all([
      query.advisers(store.id, input.page ?? 0, pageSize),
      query.seats(store.id),
    ])
    const body = await apiSerializer.serialize(AdviserTransformer.transform(list.rows))
    return { ...body, metadata: { count: list.count, seats, cap: ADVISERS_CAP } }
  }

  /**
   * The open invitations (pending or expired), `{ data, metadata: { count } }`.
   *
   * @summary Lista las invitaciones de asesores
   */
  @inject()
  async invitations(ctx: HttpContext, query: StoreAdvisersListQuery) {
    const store = await this.store(ctx, 'view')
    const input = await listAdvisersValidator.validate(ctx.request.qs())
    const list = await query.openInvitations(
      store.id,
      input.page ?? 0,
      input.pageSize ?? DEFAULT_PAGE_SIZE
    )
    const body = await apiSerializer.serialize(AdviserInvitationTransformer.transform(list.rows))
    return { ...body, metadata: { count: list.count } }
  }

  /**
   * 201 with the invitation; its message goes out through the outbox after the commit.
   *
   * @summary Invita a un asesor
   */
  @inject()
  async invite(ctx: HttpContext, action: InviteAdviser) {
    const store = await this.store(ctx, 'manage')
    const input = await inviteAdviserValidator.validate(withoutBlankFields(ctx.request.body()), {
      meta: { countryCode: store.countryCode as CountryCode },
    })
    if (!input.email && !input.mobile) throw new BusinessError(M.contactRequired, 422, {}, 'email')
    const invitation = await action.handle(store, ctx.auth.getUserOrFail(), input)
    const body = await apiSerializer.serialize(AdviserInvitationTransformer.transform(invitation))
    return ctx.response.created({ message: M.invited, ...body })
  }

  /** @summary Reenvía una invitación de asesor */
  @inject()
  async resend(ctx: HttpContext, action: ResendAdviserInvitation) {
    const invitation = await this.invitation(ctx)
    await action.handle(invitation)
    return { message: M.resent }
  }

  /** @summary Cancela una invitación de asesor */
  @inject()
  async cancel(ctx: HttpContext, action: CancelAdviserInvitation) {
    const invitation = await this.invitation(ctx)
    await action.handle(invitation)
    return { message: M.cancelled }
  }

  /**
   * `{ isActive }`: deactivates or reactivates one of the store's advisers.
   *
   * @summary Activa o desactiva un asesor
   */
  @inject()
  async update(ctx: HttpContext, action: SetAdviserActive) {
    const store = await this.store(ctx, 'manage')
    const { isActive } = await setAdviserActiveValidator.validate(ctx.request.body())
    const adviser = await StoreAdviser.query()
      .where('id', ctx.params.adviserId)
      .where('store_id', store.id)
      .first()
    if (!adviser) throw missingRecord()
    await action.handle(adviser, isActive)
    return { message: isActive ? M.reactivated : M.deactivated }
  }

  private async store({ params, bouncer }: HttpContext, ability: Ability) {
    const store = await Store.find(params.id)
    if (!store) throw missingRecord()
    await orFail(bouncer.with('StoreAdvisersPolicy').execute(ability, store))
    return store
  }

  private async invitation(ctx: HttpContext) {
    const store = await this.store(ctx, 'manage')
    const invitation = await StoreAdviserInvitation.query()
      .where('id', ctx.params.invitationId)
      .where('store_id', store.id)
      .first()
    if (!invitation) throw missingRecord()
    return invitation
  }
}
