import router from '@adonisjs/core/services/router'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const ApiReferenceController = () => import('#core/controllers/api_reference_controller')

/**
 * The API's contract for store integrations (issue 24 item 1): the generated OpenAPI 3.1
 * document and the reference page that browses it. Both are public, on purpose: an integrator
 * reads the contract before having an account or a token (the document holds the API's shape
 * only, never data), as public API references usually are.
 */
router.get(p('/api/openapi.json'), [ApiReferenceController, 'document']).as('api.openapi')
router.get(p('/api/docs'), [ApiReferenceController, 'page']).as('apiDocs')
