import { inject } from '@adonisjs/core'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { PartsCatalog } from '#catalog/services/parts_catalog'

const vinValidator = vine.create({
  vin: vine.string().trim().toUpperCase().fixedLength(17),
})
vinValidator.messagesProvider = new SimpleMessagesProvider({
  'vin.required': 'El VIN debe ser de 17 caracteres',
  'vin.fixedLength': 'El VIN debe ser de 17 caracteres',
})

/**
 * verifyVinInCatalogForActiveUser (doc 2 §7): is the VIN in the parts catalogue? Answers
 * `{ data: { hasCatalog, catalogId } }`.
 */
export default class CatalogController {
  /** @summary Verifica un VIN en el catálogo para el usuario activo */
  @inject()
  async verifyVin({ request }: HttpContext, catalog: PartsCatalog) {
    const { vin } = await vinValidator.validate(request.qs())
    const match = await catalog.findByVin(vin)
    return { data: { hasCatalog: Boolean(match), catalogId: match?.catalogId ?? null } }
  }
}
