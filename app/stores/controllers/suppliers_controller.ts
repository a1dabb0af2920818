import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Supplier from '#stores/models/supplier'
import BuyerSuppliersQuery from '#stores/queries/buyer_suppliers_query'
import SupplierTransformer from '#stores/transformers/supplier_transformer'
import LinkSupplier from '#stores/actions/link_supplier'
import UnlinkSupplier from '#stores/actions/unlink_supplier'
import {
  createSupplierValidator,
  listSuppliersValidator,
  SUPPLIER_PAGE_SIZE,
  withoutBlankFields,
} from '#stores/validators/supplier'
import { SUPPLIER_MESSAGES as M } from '#stores/rules/supplier_messages'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'

/**
 * The signed-in buyer's suppliers (/api/satda/proveedor, doc 1 §7, doc 2 §2 'Vincular
 * proveedor'): list (loadProveedores), create-and-link, unlink.
 */
export default class SuppliersController {
  /**
   * `{ data: [{ id, razon_social, nit, mobile, email }], metadata: { count } }`.
   *
   * @summary Lista los proveedores
   */
  @inject()
  async index({ request, auth }: HttpContext, query: BuyerSuppliersQuery) {
    const input = await listSuppliersValidator.validate(request.qs())
    const result = await query.list(
      auth.getUserOrFail().id,
      input.page ?? 1,
      input.pageSize ?? SUPPLIER_PAGE_SIZE
    )
    return apiSerializer.serialize(
      SupplierTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
  }

  /**
   * 201 with a new supplier, 200 when an existing one (same NIT) was linked.
   *
   * @summary Registra un proveedor
   */
  @inject()
  async store({ request, auth, response, country }: HttpContext, action: LinkSupplier) {
    const input = await createSupplierValidator.validate(withoutBlankFields(request.body()), {
      meta: { countryCode: country.code },
    })
    const result = await action.handle(auth.getUserOrFail(), input)
    const body = await apiSerializer.serialize(SupplierTransformer.transform(result.supplier))
    const message = result.created ? M.created : result.alreadyLinked ? M.alreadyLinked : M.linked
    return response.status(result.created ? 201 : 200).send({ message, ...body })
  }

  /**
   * Unlinks one of the buyer's suppliers; anything else (unknown, another buyer's) is 404.
   *
   * @summary Elimina un proveedor
   */
  @inject()
  async destroy({ params, auth, bouncer }: HttpContext, action: UnlinkSupplier) {
    const supplier = await Supplier.find(params.id)
    if (!supplier || (await bouncer.with('SupplierPolicy').denies('manage', supplier))) {
      throw new BusinessError(M.notFound, 404)
    }
    await action.handle(auth.getUserOrFail(), supplier)
    return { message: M.unlinked }
  }
}
