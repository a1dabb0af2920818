import dns from 'node:dns/promises'
import net from 'node:net'
import webhooksConfig from '#config/webhooks'
import { BusinessError } from '#core/errors'
import { WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'
import { addressIsPrivate, checkWebhookUrl, urlHost } from '#integrations/rules/webhook_url'

/**
 * The endpoint URL as it will be stored: the pure rule (rules/webhook_url.ts) with the app's
 * settings, and in production the addresses the host resolves to (none private: SSRF). 422 on
 * `url` with the Spanish reason.
 */
export async function checkedWebhookUrl(raw: string) {
  const problem = checkWebhookUrl(raw, webhooksConfig)
  if (problem) throw new BusinessError(problem, 422, {}, 'url')
  const url = raw.trim()
  // an http:// URL passed the rule only as a loopback receiver allowed by the settings
  if (webhooksConfig.refusePrivateHosts && new URL(url).protocol === 'https:') {
    const host = urlHost(new URL(url))
    if (!net.isIP(host)) {
      let addresses: { address: string }[]
      try {
        addresses = await dns.lookup(host, { all: true })
      } catch {
        throw new BusinessError(M.unresolvable, 422, {}, 'url')
      }
      if (addresses.length === 0 || addresses.some((entry) => addressIsPrivate(entry.address))) {
        throw new BusinessError(M.privateHost, 422, {}, 'url')
      }
    }
  }
  return url
}
