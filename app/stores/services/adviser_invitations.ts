import { DateTime } from 'luxon'
import type db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Outbox } from '#core/outbox/outbox'
import { BusinessError } from '#core/errors'
import { newLinkToken } from '#users/actions/email_tokens'
import type StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import { ADVISER_INVITED, type AdviserInvitedPayload } from '#stores/events/adviser_invited'
import { ADVISERS_CAP, ADVISER_MESSAGES as M, INVITATION_DAYS } from '#stores/rules/adviser_rules'

/** A time as the tables keep it (UTC, to the second). */
export const sqlTime = (date: DateTime) => date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/** The purpose the link's token is encrypted for in the outbox payload. */
export const INVITATION_TOKEN_PURPOSE = 'adviser-invitation'

/**
 * Serialises the changes of one store's advisers (invite, re-send, reactivate): the store's row
 * is locked until the transaction ends (MySQL/MariaDB `FOR UPDATE`; SQLite runs one write
 * transaction at a time), so two changes never both see the last free place.
 */
export async function lockStore(trx: TransactionClientContract, storeId: number) {
  await trx.from('stores').where('id', storeId).forUpdate().select('id').first()
}

/** Places taken: active advisers and pending invitations (see adviser_rules.ts). */
export async function seatsTaken(
  client: TransactionClientContract | typeof db,
  storeId: number,
  now = DateTime.now()
) {
  const [advisers, invitations] = await Promise.all([
    client
      .from('store_advisers')
      .where('store_id', storeId)
      .where('is_active', true)
      .count('* as n')
      .first(),
    client
      .from('store_adviser_invitations')
      .where('store_id', storeId)
      .whereNull('accepted_at')
      .whereNull('cancelled_at')
      .where('expires_at', '>', sqlTime(now))
      .count('* as n')
      .first(),
  ])
  return Number(advisers?.n ?? 0) + Number(invitations?.n ?? 0)
}

/** Refuses (422) when the store has no free place; call after `lockStore`. */
export async function assertFreeSeat(trx: TransactionClientContract, storeId: number) {
  if ((await seatsTaken(trx, storeId)) >= ADVISERS_CAP) throw new BusinessError(M.capReached, 422)
}

/**
 * Gives the invitation a new token and 7 more days, saves it and records the outbox event that
 * sends the link, all in the caller's transaction. Answers the event's id.
 */
export async function issueInvitationLink(
  outbox: Outbox,
  trx: TransactionClientContract,
  invitation: StoreAdviserInvitation
) {
  const { raw, hash } = newLinkToken()
  const now = DateTime.now().set({ millisecond: 0 })
  invitation.tokenHash = hash
  invitation.sentAt = now
  invitation.expiresAt = now.plus({ days: INVITATION_DAYS })
  invitation.useTransaction(trx)
  await invitation.save()
  const payload: AdviserInvitedPayload = {
    invitationId: invitation.id,
    token: encryption.encrypt(raw, undefined, INVITATION_TOKEN_PURPOSE),
  }
  return outbox.record(trx, ADVISER_INVITED, { ...payload })
}
