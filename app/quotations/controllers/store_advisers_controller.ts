import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import StoreAdvisersQuery from '#quotations/queries/store_advisers_query'
import { advisersValidator, ADVISERS_LIMIT } from '#quotations/validators/vendor'
import { BusinessError } from '#core/errors'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * GET /api/store/adviser?limit=200 (doc 1 §7 "advisers /api/store/adviser", doc 2 §9 "advisers
 * limit 200"): the sellers of the discard and quotation pickers, `{ data: [{ id, name,
 * user_id }], metadata: { count, storeByAdviser, canPick } }`. The store's owner gets its active
 * advisers by name; an adviser gets only their own record (storeByAdviser, doc 2 §6); staff name
 * the store with `storeId`. A buyer or a vendor without the GO module gets a 403. `canPick` is
 * SellerAreaPolicy.pickSeller (doc 1 §6: the selector is off for a non-admin who acts for no
 * store), so the pickers never decide it themselves.
 */
export default class StoreAdvisersController {
  /** @summary Lista los asesores de la tienda */
  @inject()
  async index(ctx: HttpContext, accessQuery: VendorAccessQuery, advisers: StoreAdvisersQuery) {
    const input = await advisersValidator.validate(ctx.request.qs())
    const access = await accessQuery.handle(ctx.auth.getUserOrFail(), input.storeId)
    if (!access.store) throw new BusinessError(M.storeRequired, 422, {}, 'storeId')
    const rows = await advisers.pickerFor(
      access.store.id,
      access.adviser,
      input.limit ?? ADVISERS_LIMIT
    )
    return {
      data: rows.map((adviser) => ({
        id: adviser.id,
        name: adviser.name,
        user_id: adviser.userId,
      })),
      metadata: {
        count: rows.length,
        storeByAdviser: access.adviser?.id ?? null,
        canPick: await ctx.bouncer.with('SellerAreaPolicy').allows('pickSeller'),
      },
    }
  }
}
