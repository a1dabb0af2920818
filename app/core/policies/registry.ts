/**
 * Every policy of every module, by name, for `ctx.bouncer.with('Name')`.
 */
export const policies = {
  UserPolicy: () => import('#users/policies/user_policy'),
}
