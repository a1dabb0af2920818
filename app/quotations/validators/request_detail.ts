import vine from '@vinejs/vine'

/**
 * Query string of GET /api/{product}Go/QuotationRequest/{id} (doc 3 §7 "Get a request with
 * relations"): `with` (relations) and `getters` (computed fields), each a comma list, a JSON
 * array or repeated parameters. Read here as they come; checked against the caller's side's
 * whitelists (rules/request_api_fields.ts) by queries/list_params.ts `parseFieldSelection`:
 * an unknown name is a Spanish 422 naming the parameter.
 */
export const requestDetailValidator = vine.create({
  with: vine.any().optional(),
  getters: vine.any().optional(),
})
