import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdviserInvitationQuery from '#stores/queries/adviser_invitation_query'
import AcceptAdviserInvitation from '#stores/actions/accept_adviser_invitation'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

/**
 * The link of an invitation (`/invitacion/asesor/:token`, issue 20): the page names the store and
 * says what the visitor can do — accept when signed in, sign up or sign in first as a guest
 * (both come back here, `urlreturn`), or why the link cannot be used. Accepting is a POST of the
 * signed-in person (AcceptAdviserInvitation).
 */
export default class AdviserInvitationPageController {
  @inject()
  async show({ params, inertia, auth, response }: HttpContext, query: AdviserInvitationQuery) {
    const invitation = await query.byToken(String(params.token))
    if (!invitation) {
      response.status(404)
      return inertia.render('stores/adviser_invitation', {
        token: String(params.token),
        storeName: null,
        invitedName: null,
        refusal: M.linkUnknown,
      })
    }
    const user = auth.user
    const refusal =
      query.linkRefusal(invitation) ?? (user ? await query.personRefusal(user, invitation) : null)
    return inertia.render('stores/adviser_invitation', {
      token: String(params.token),
      storeName: invitation.store.name,
      invitedName: invitation.name,
      refusal,
    })
  }

  /** `{ message, data: { storeId, adviserId } }`; 404 unknown link, 410 spent, 409 person. */
  @inject()
  async accept({ params, auth }: HttpContext, action: AcceptAdviserInvitation) {
    const { store, adviser } = await action.handle(String(params.token), auth.getUserOrFail())
    return { message: M.accepted, data: { storeId: store.id, adviserId: adviser.id } }
  }
}
