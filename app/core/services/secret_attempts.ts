import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'

/**
 * The one rate limit of every endpoint that checks a secret (e-mail login, API tokens, password
 * reset links, WhatsApp codes): failed tries are counted per account and per client address, and
 * once either budget is spent every try of that account or address is refused for the block time
 * with a 429, a Spanish message and `Retry-After` (app/core/exceptions/handler.ts), even with the
 * right secret. A success clears the account's count, never the address's (one attacker's own
 * valid login must not refill the budget they spend on other accounts).
 *
 * Scopes that check the same secret share a budget: the password is checked by the e-mail login
 * and by the token endpoint, so both count in 'password'.
 */
interface Budget {
  requests: number
  duration: string
  blockDuration: string
}

export const SECRET_LIMITS: { account: Budget; ip: Budget } = {
  account: { requests: 10, duration: '15 mins', blockDuration: '15 mins' },
  ip: { requests: 50, duration: '15 mins', blockDuration: '15 mins' },
}

export type SecretScope = 'password' | 'reset_token' | 'verify_email'

function budgets(scope: SecretScope, who: { account?: string | null; ip: string }) {
  const list = [
    {
      limiter: limiter.use(SECRET_LIMITS.ip),
      key: `secret_${scope}_ip_${who.ip}`,
      ...SECRET_LIMITS.ip,
    },
  ]
  if (who.account) {
    list.push({
      limiter: limiter.use(SECRET_LIMITS.account),
      key: `secret_${scope}_account_${who.account.trim().toLowerCase()}`,
      ...SECRET_LIMITS.account,
    })
  }
  return list
}

/**
 * Runs `check` (which throws when the secret is wrong) under the limits. A failure that is the
 * caller's (a 4xx: wrong secret, unknown account) counts; a server error does not.
 */
export async function checkSecret<T>(
  scope: SecretScope,
  who: { account?: string | null; ip: string },
  check: () => Promise<T>
): Promise<T> {
  const list = budgets(scope, who)
  for (const budget of list) {
    const response = await budget.limiter.get(budget.key)
    if (response && response.remaining <= 0) {
      throw new limiterErrors.E_TOO_MANY_REQUESTS(response)
    }
  }
  try {
    const result = await check()
    const account = list[1]
    if (account) await account.limiter.delete(account.key)
    return result
  } catch (error) {
    const status = (error as { status?: number })?.status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      for (const budget of list) {
        const { consumed, limit } = await budget.limiter.increment(budget.key)
        if (consumed >= limit) await budget.limiter.block(budget.key, budget.blockDuration)
      }
    }
    throw error
  }
}
