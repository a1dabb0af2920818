import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'
import VendorRequestPolicy from '#quotations/policies/vendor_request_policy'
import type { Conversation } from '#chat/queries/conversation_query'
import { CHAT_TEXTS, sendRefusal, type ChatRole } from '#chat/rules/chat'
import { chatSuspensionRefusal } from '#chat/rules/chat_suspension'

/** A moderator: an admin with the message-module right (doc 1 §6 manageMessagesModule). */
export function isModerator(user: User) {
  return user.manageMessagesModule && (user.isAdmin || user.actsAsAdmin)
}

/** What a role is worked out once per user and conversation object. */
const roles = new WeakMap<Conversation, Map<number, Promise<ChatRole | null>>>()

/**
 * Who the user is in a conversation, or null when it is none of theirs:
 * - `buyer`: the request's, quotation's request's or order's buyer;
 * - `store`: the owner or an active adviser of the conversation's store — on a request, also a
 *   vendor of the request's channel (VendorRequestPolicy.viewAsVendor: the store may see it);
 *   never on a cart purchase not paid yet (`storeSees`, issue 19);
 * - `moderator`: an admin with manageMessagesModule (reads every conversation, writes as
 *   administrator to a participant they choose);
 * - `staff`: any other admin or module manager (reads, never writes: doc 3 §6 "The chat is
 *   disabled for the admin").
 */
export function chatRole(user: User, conversation: Conversation): Promise<ChatRole | null> {
  let byUser = roles.get(conversation)
  if (!byUser) roles.set(conversation, (byUser = new Map()))
  let found = byUser.get(user.id)
  if (!found) {
    found = resolveRole(user, conversation)
    byUser.set(user.id, found)
  }
  return found
}

async function resolveRole(user: User, conversation: Conversation): Promise<ChatRole | null> {
  if (user.id === conversation.buyerId) return 'buyer'
  if (isModerator(user)) return 'moderator'
  if (user.actsAsAdmin) return 'staff'
  if (!conversation.storeSees) return null
  const context = await actingStore(user)
  if (!context || context.store.id !== conversation.storeId) return null
  if (conversation.kind === 'quotationRequest') {
    const seen = await new VendorRequestPolicy().viewAsVendor(user, conversation.request!)
    if (seen !== true) return null
  }
  return 'store'
}

/**
 * The chat's permissions (doc 1 §4–§7, doc 3 §6), one ability per rule. A conversation that is
 * none of the user's answers as if it did not exist (404), for reading, writing and listening
 * alike:
 * - `view`: participants, moderators and staff read it;
 * - `send`: `rules/chat.ts` sendRefusal (staff read only, closed transactions, who writes first);
 *   a buyer or a store whose chat staff suspended is refused until then (403 'Tu chat está
 *   suspendido hasta el …', rules/chat_suspension.ts); on a request, a store writes only when it
 *   may work on it (its brand enabled);
 * - `listen`: the conversation's live channel, for those who read it;
 * - `viewGroups`: a request's chat groups, for its buyer and staff;
 * - `seeGroupStores`, `readDetection`: store names in a request's groups; the detection flag;
 * - `readContactFlags`: the contact-data record, for moderators and infraction registrars;
 * - `deleteMessages`: users with manageMessageDeletion (doc 1 §6);
 * - `chooseRecipients`: moderators (the recipient picker 'Elige el destinatario').
 */
export default class ChatPolicy extends BasePolicy {
  async view(user: User, conversation: Conversation): Promise<AuthorizerResponse> {
    return (await chatRole(user, conversation)) ? true : denyAsMissing()
  }

  listen(user: User, conversation: Conversation): Promise<AuthorizerResponse> {
    return this.view(user, conversation)
  }

  async send(
    user: User,
    conversation: Conversation,
    hasMessages: boolean
  ): Promise<AuthorizerResponse> {
    const role = await chatRole(user, conversation)
    if (!role) return denyAsMissing()
    const refusal = sendRefusal({
      kind: conversation.kind,
      role,
      open: conversation.open,
      hasMessages,
    })
    if (refusal) return AuthorizationResponse.deny(refusal, 403)
    const suspended = role === 'buyer' || role === 'store' ? chatSuspensionRefusal(user) : null
    if (suspended) return AuthorizationResponse.deny(suspended, 403)
    if (role === 'store' && conversation.kind === 'quotationRequest') {
      const works = await new VendorRequestPolicy().triage(user, conversation.request!)
      if (works !== true) return AuthorizationResponse.deny(CHAT_TEXTS.brandNotEnabled, 403)
    }
    return true
  }

  /**
   * The chat groups of a request ('Preguntas del vendedor', doc 3 §2.5): its buyer, staff and
   * moderators; anybody else as if the request did not exist.
   */
  viewGroups(user: User, request: QuotationRequest): AuthorizerResponse {
    if (request.userId === user.id || user.actsAsAdmin || isModerator(user)) return true
    return denyAsMissing()
  }

  /**
   * Which stores asked ('Vendedor n' is all the buyer knows of them): staff and moderators
   * reading a request's groups see the stores' names.
   */
  seeGroupStores(user: User, request: QuotationRequest): AuthorizerResponse {
    return request.userId !== user.id && (user.actsAsAdmin || isModerator(user))
  }

  /**
   * detectionOfInfringementsInChat: one's own flag; staff read anyone's; anybody else's as if
   * the user did not exist (404).
   */
  readDetection(user: User, other: User): AuthorizerResponse {
    return other.id === user.id || user.actsAsAdmin ? true : denyAsMissing()
  }

  /**
   * The contact-data record (chat_contact_flags): moderation's — message-module admins and
   * users who register infractions.
   */
  readContactFlags(user: User): AuthorizerResponse {
    return isModerator(user) || user.manageInfractionsModule
      ? true
      : AuthorizationResponse.deny(CHAT_TEXTS.cannotReadFlags, 403)
  }

  deleteMessages(user: User): AuthorizerResponse {
    return user.manageMessageDeletion
      ? true
      : AuthorizationResponse.deny(CHAT_TEXTS.cannotDelete, 403)
  }

  async chooseRecipients(user: User, conversation: Conversation): Promise<AuthorizerResponse> {
    const role = await chatRole(user, conversation)
    if (!role) return denyAsMissing()
    return role === 'moderator' ? true : AuthorizationResponse.deny(CHAT_TEXTS.staffReadOnly, 403)
  }
}
