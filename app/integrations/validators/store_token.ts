import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { TOKEN_SCOPE_NAMES } from '#users/rules/token_scopes'
import {
  STORE_TOKEN_MESSAGES as M,
  STORE_TOKEN_NAME_MAX,
} from '#integrations/rules/store_token_rules'

const scopes = () => vine.array(vine.enum(TOKEN_SCOPE_NAMES)).minLength(1).distinct()

const scopeMessages = {
  'scopes.required': M.scopesRequired,
  'scopes.array': M.scopesRequired,
  'scopes.array.minLength': M.scopesRequired,
  'scopes.distinct': M.scopesRepeated,
  'scopes.*.enum': M.scopeUnknown,
  'scopes.*.string': M.scopeUnknown,
}

/** POST …/integrationTokens: `{ name, scopes }` (at least one known scope). */
export const createStoreTokenValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(STORE_TOKEN_NAME_MAX),
  scopes: scopes(),
})
createStoreTokenValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': M.nameRequired,
  'name.string': M.nameRequired,
  'name.minLength': M.nameRequired,
  'name.maxLength': M.nameMax,
  ...scopeMessages,
})

/** PATCH …/integrationTokens/:tokenId: `{ scopes }`. */
export const updateStoreTokenScopesValidator = vine.create({ scopes: scopes() })
updateStoreTokenScopesValidator.messagesProvider = new SimpleMessagesProvider(scopeMessages)

/** GET …/integrationTokenCalls: pages from 0, 20 a page; optionally one token's calls. */
export const listStoreTokenCallsValidator = vine.create({
  ...pageFields({ max: 100 }),
  tokenId: vine.number().withoutDecimals().min(1).optional(),
})
listStoreTokenCallsValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ max: 100 }),
  'tokenId.number': M.tokenIdInvalid,
  'tokenId.withoutDecimals': M.tokenIdInvalid,
  'tokenId.min': M.tokenIdInvalid,
})
