import { Exception } from '@adonisjs/core/exceptions'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { BusinessError } from '#core/errors'

/**
 * How a policy says "as far as you know, this record does not exist": the refusal of a record
 * the user may not even see. It is answered exactly as an unknown id is (404 'Not found', the
 * error list saying '¡ERROR! la transacción es inexistente.', see the exception handler), so the
 * answer never tells whether the record exists.
 */
export const NOT_FOUND = 'Not found'

export const denyAsMissing = () => AuthorizationResponse.deny(NOT_FOUND, 404)

/** The exception an unknown record answers with (Lucid's findOrFail answers the same). */
export const missingRecord = () =>
  new Exception(NOT_FOUND, { status: 404, code: 'E_ROW_NOT_FOUND' })

/** A policy method's answer (a boolean or a response, maybe awaited) as a response. */
export async function decision(
  answer: AuthorizerResponse | Promise<AuthorizerResponse>
): Promise<AuthorizationResponse> {
  const value = await answer
  return typeof value === 'boolean' ? new AuthorizationResponse(value) : value
}

/** Whether a policy method's answer allows. */
export async function allowed(answer: AuthorizerResponse | Promise<AuthorizerResponse>) {
  return (await decision(answer)).authorized
}

/**
 * Turns a policy's refusal into the answer the API gives: `denyAsMissing()` becomes the 404 of an
 * unknown record; any other refusal keeps its Spanish message and status (403 unless the policy
 * said otherwise). `ctx.bouncer.authorize()` is not used for these: its exception always answers
 * a generic 403 and drops the policy's message and status.
 *
 *     orFail(await bouncer.with('VendorRequestPolicy').execute('discard', request))
 */
export async function orFail(answer: AuthorizerResponse | Promise<AuthorizerResponse>) {
  const response = await decision(answer)
  if (response.authorized) return
  if (response.status === 404 && response.message === NOT_FOUND) throw missingRecord()
  throw new BusinessError(
    response.message ?? 'No tienes permiso para realizar esta acción',
    response.status ?? 403
  )
}
