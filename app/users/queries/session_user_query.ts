import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type { StoreLink } from '#users/transformers/session_user_transformer'

/**
 * Loads what the session data needs besides the user row: the city name and the store the
 * user owns or advises. Stores are read by table (the users module sits below stores and
 * does not import its models). Two queries at most.
 */
export default class SessionUserQuery {
  async storeOf(userId: number): Promise<StoreLink | null> {
    const owned = await db
      .from('stores')
      .where('user_id', userId)
      .orderBy('id', 'asc')
      .select('id', 'name', 'url_path', 'go_module_active')
      .first()
    if (owned) {
      return {
        storeId: owned.id,
        storeName: owned.name,
        storeUrl: owned.url_path,
        goModuleActive: Boolean(Number(owned.go_module_active)),
        asAdviser: false,
      }
    }
    const advised = await db
      .from('store_advisers')
      .join('stores', 'stores.id', 'store_advisers.store_id')
      .where('store_advisers.user_id', userId)
      .where('store_advisers.is_active', true)
      .select('stores.id', 'stores.name', 'stores.url_path', 'stores.go_module_active')
      .first()
    if (!advised) return null
    return {
      storeId: advised.id,
      storeName: advised.name,
      storeUrl: advised.url_path,
      goModuleActive: Boolean(Number(advised.go_module_active)),
      asAdviser: true,
    }
  }

  async handle(user: User) {
    if (user.cityId && !user.$preloaded.city) {
      await user.load('city')
    }
    const store = await this.storeOf(user.id)
    return { user, store }
  }
}
