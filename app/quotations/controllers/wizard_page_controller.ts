import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { missingRecord } from '#core/policies/decisions'
import PublicStoreQuery from '#stores/queries/public_store_query'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { STORE_QUERY_PARAM } from '#quotations/rules/store_request'

/**
 * /home/page/cotizacion: the page hosting the request wizard. `?verifyShowVehicleQuotationForm`
 * forces the vehicle form open and turns off plate-first mode.
 *
 * `?tienda={url_path}` ('Solicitar cotización a esta tienda' on a store's page) makes it a store
 * request: `store` names the chosen store (only that store quotes it; it closes at 1
 * quotation). A store not open to the public on this host (PublicStoreQuery: unknown, switched
 * off, without the GO module, another country) is the Spanish 404 page. `ownStore`: the viewer
 * acts for that store, so the page says the request would be refused (the submit refuses it:
 * CreateQuotationRequest).
 */
export default class WizardPageController {
  @inject()
  async show({ inertia, request, auth, country }: HttpContext, stores: PublicStoreQuery) {
    const urlPath = request.input(STORE_QUERY_PARAM)
    let store: { id: number; name: string; urlPath: string } | null = null
    let ownStore = false
    if (typeof urlPath === 'string' && urlPath !== '') {
      const found = await stores.byUrlPath(urlPath, country.code)
      if (!found) throw missingRecord()
      store = { id: found.id, name: found.name, urlPath: found.urlPath }
      ownStore = Boolean(auth.user && (await storePersonQuery(found.id, auth.user.id).first()))
    } else if (urlPath !== undefined && urlPath !== '') {
      throw missingRecord()
    }
    return inertia.render('quotations/wizard', {
      forceVehicleForm: request.input('verifyShowVehicleQuotationForm') !== undefined,
      store,
      ownStore,
    })
  }
}
