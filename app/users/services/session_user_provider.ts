import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'

/**
 * Whether a guard may take this account as the caller: not blocked (`deactivated_at`, set by an
 * admin in the staff section's Usuarios, issue 23). Both guards ask it on every request (the
 * session's below, the API token's in OwnerReadWithTokenProvider), so a blocked person's open
 * sessions and tokens stop working at once: their pages answer as to a guest (or send to the
 * login page), their JSON calls 401, their live channels are refused.
 */
export function mayAuthenticate(user: unknown) {
  return !(user as { isDeactivated?: boolean } | null)?.isDeactivated
}

/**
 * The web guard's user provider (config/auth.ts): the library's, except that the account a
 * session points to is found only while it is not blocked. A blocked account's session is then
 * a guest's; SilentAuthMiddleware drops its user id from the session, so unblocking does not
 * bring that old session back.
 */
export class ActiveSessionUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | BigInt) {
    const found = await super.findById(identifier)
    return found && mayAuthenticate(found.getOriginal()) ? found : null
  }
}
