import type { HttpContext } from '@adonisjs/core/http'
import { BusinessError } from '#core/errors'

/**
 * A send the contact-data detector stopped (doc 1 §5): 422 with `code` — 'contactData' (the
 * page offers 'No son datos de contacto', which sends again with `confirmContactData`) or
 * 'notAvailable' (a vendor saying on a request that they do not have it: no confirmation, they
 * discard the request with 'No disponible') — and the detector's reasons.
 *
 * A BusinessError: the app's exception handler hands those to their own `handle` (any other
 * exception under 500 is answered with its message only, which would drop `code`).
 */
export class ContactDataRefusal extends BusinessError {
  constructor(
    message: string,
    public refusal: 'contactData' | 'notAvailable',
    public reasons: string[]
  ) {
    super(message, 422, { reasons }, 'message')
  }

  async handle(error: this, ctx: HttpContext) {
    if (ctx.request.header('x-inertia')) return super.handle(error, ctx)
    return ctx.response.status(422).send({
      message: error.message,
      code: error.refusal,
      data: { reasons: error.reasons },
      errors: [{ field: 'message', message: error.message }],
    })
  }
}
