import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InfractionStoreRow } from '#moderation/queries/infraction_stores_query'

/** A store with infractions on /staff/infracciones: its name, how many, the last one's date. */
export default class InfractionStoreTransformer extends BaseTransformer<InfractionStoreRow> {
  toObject() {
    const store = this.resource
    return {
      id: store.id,
      name: store.name,
      urlPath: store.urlPath,
      infractions: store.infractions,
      lastAt: store.lastAt,
    }
  }
}
