/**
 * Abilities that are not about one record. Record permissions live in each module's
 * `policies/` folder and are registered in start/policies.ts.
 */
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#users/models/user'

/** Platform staff: core admins and module managers (doc 3 §6 "admin here"). */
export const actAsAdmin = Bouncer.ability((user: User) => user.isAdmin || user.manageGoModule)
