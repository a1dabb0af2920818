/**
 * Whether the request comes from a phone, as far as its headers tell: `Sec-CH-UA-Mobile` (`?1`
 * or `?0`, sent by Chromium browsers) when present, else a User-Agent naming a phone (`Mobi`,
 * `iPhone`, `iPod`, `Android` without being a tablet's). Only a first guess: pages rendered on
 * the server draw their phone or desktop layout with it, and the browser corrects it at once
 * from the real screen width (inertia/lib/use_narrow.ts). Tablets count as wide.
 */
export function isPhoneRequest(headers: {
  'sec-ch-ua-mobile'?: string | string[]
  'user-agent'?: string | string[]
}) {
  const mobileHint = [headers['sec-ch-ua-mobile']].flat()[0]?.trim()
  if (mobileHint === '?1') return true
  if (mobileHint === '?0') return false
  const agent = [headers['user-agent']].flat()[0] ?? ''
  return /Mobi|iPhone|iPod/i.test(agent) || (/Android/i.test(agent) && !/Tablet/i.test(agent))
}
