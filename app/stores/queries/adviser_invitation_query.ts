import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import type User from '#users/models/user'
import { digest } from '#users/actions/email_tokens'
import {
  ADVISER_MESSAGES as M,
  invitationState,
  linkRefusal,
  type InvitationState,
} from '#stores/rules/adviser_rules'

/**
 * An invitation read from its link, and who may accept it (adviser_rules.ts): the page that
 * opens the link and the acceptance ask the same questions.
 */
export default class AdviserInvitationQuery {
  /** The invitation of a raw token with its store, locked when read in a transaction. */
  async byToken(token: string, trx?: TransactionClientContract) {
    const query = StoreAdviserInvitation.query(trx ? { client: trx } : {})
      .where('token_hash', digest(token))
      .preload('store')
    if (trx) query.forUpdate()
    return query.first()
  }

  state(invitation: StoreAdviserInvitation): InvitationState {
    return invitationState(invitation, DateTime.now())
  }

  /** The 410 refusal of the link itself, then the store's: null when it may be accepted. */
  linkRefusal(invitation: StoreAdviserInvitation) {
    const refusal = linkRefusal(this.state(invitation))
    if (refusal) return refusal
    return invitation.store.isActive ? null : M.storeInactive
  }

  /**
   * Why `user` may not become an adviser of the invitation's store (409), or null: they own it,
   * they act for another store (own it or advise it actively), or they already advise it.
   */
  async personRefusal(
    user: User,
    invitation: StoreAdviserInvitation,
    client: TransactionClientContract | typeof db = db
  ) {
    const store = invitation.store
    if (store.userId === user.id) return M.ownStore
    const [owned, advised] = await Promise.all([
      client
        .from('stores')
        .where('user_id', user.id)
        .where('is_active', true)
        .whereNot('id', store.id)
        .select('id')
        .first(),
      client
        .from('store_advisers')
        .where('user_id', user.id)
        .where('is_active', true)
        .select('store_id')
        .orderBy('id')
        .first(),
    ])
    if (owned) return M.otherStore
    if (advised && Number(advised.store_id) !== store.id) return M.otherStore
    if (advised) return M.alreadyAdviserSelf
    return null
  }
}
