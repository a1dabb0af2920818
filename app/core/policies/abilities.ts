/**
 * Abilities that are not about one record. Record permissions live in each module's
 * `policies/` folder and are registered in start/policies.ts.
 */
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#users/models/user'

/** "Admin here is a core admin or a module manager" (doc 3 §6; User.actsAsAdmin). */
export const actAsAdmin = Bouncer.ability((user: User) => user.actsAsAdmin)

/**
 * "Guest: sees the register/login choice; garage and providers are unavailable" (doc 2 §6):
 * every signed-in user has a garage (Bouncer refuses guests before this runs).
 */
export const useGarage = Bouncer.ability((_user: User) => true)

/**
 * "Vendor (isVendor): different checkbox wording" (doc 2 §6): 'Tengo el Número de parte del
 * repuesto' instead of 'Tengo la referencia del repuesto'.
 */
export const useVendorWording = Bouncer.ability((user: User) => user.isVendor)

/**
 * "Vendor (isVendor): … sees the RUNT link when plate and owner identification exist in CO"
 * (doc 2 §6): the role's part; the page adds the plate, the identification and the country.
 */
export const seeRuntLink = Bouncer.ability((user: User) => user.isVendor)
