import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import Store from '#stores/models/store'
import RegisterStore from '#stores/actions/register_store'
import { guestAccountValidator, storeSignupValidator } from '#stores/validators/store_signup'
import { STORE_SIGNUP_MESSAGES as M } from '#stores/rules/store_signup_messages'
import { clientIp } from '#core/services/client_ip'

/**
 * The two parts of the form checked together: when both have wrong fields, every field's message
 * is answered at once (one 422), not the store's first and the account's on the next try.
 */
async function bothValid<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second])
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value]
  const failed = [a, b].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
  if (failed.every((e) => e instanceof errors.E_VALIDATION_ERROR)) {
    throw new errors.E_VALIDATION_ERROR(failed.flatMap((e) => e.messages))
  }
  throw failed[0]
}

/**
 * The store sign-up ('Registrate como Proveedor', GET/POST /tienda/registro). Guests fill in
 * their account too (or sign in first); a signed-in person who owns a store sees why they cannot
 * register another. The POST answers JSON: 201 `{ message, data: { id, urlPath } }`, 422 with
 * the fields' Spanish messages, 403 for an owner of a store.
 */
export default class StoreSignupController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user
    const owned = user
      ? await Store.query()
          .withScopes((s) => s.ownedBy(user.id))
          .first()
      : null
    return inertia.render('stores/register', {
      ownedStore: owned ? { name: owned.name } : null,
    })
  }

  @inject()
  async store({ request, response, auth, country }: HttpContext, action: RegisterStore) {
    const meta = { countryCode: country.code }
    const [data, account] = await bothValid(
      request.validateUsing(storeSignupValidator, { meta }),
      auth.user ? Promise.resolve(null) : request.validateUsing(guestAccountValidator)
    )
    const { owner, store } = await action.handle({
      ...data,
      countryCode: country.code,
      ip: clientIp(request),
      currentUser: auth.user ?? null,
      account,
    })
    if (!auth.user) await auth.use('web').login(owner)
    return response.created({
      message: M.registered,
      data: { id: store.id, urlPath: store.urlPath },
    })
  }
}
