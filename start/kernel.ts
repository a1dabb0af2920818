/*
|--------------------------------------------------------------------------
| HTTP kernel file
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import { Settings } from 'luxon'

/** Times are kept and compared in UTC on every database. */
Settings.defaultZone = 'utc'

server.errorHandler(() => import('#core/exceptions/handler'))

server.use([
  () => import('#core/middleware/container_bindings_middleware'),
  () => import('#core/middleware/security_headers_middleware'),
  () => import('#core/middleware/compressed_answers_middleware'),
  () => import('#core/middleware/precompressed_assets_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#core/middleware/well_formed_text_middleware'),
  () => import('#core/middleware/private_uploads_middleware'),
  () => import('#core/middleware/session_middleware'),
  () => import('#core/middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#core/middleware/silent_auth_middleware'),
  () => import('#core/middleware/country_middleware'),
  () => import('#core/middleware/initialize_bouncer_middleware'),
  () => import('#core/middleware/inertia_middleware'),
  () => import('#notifications/middleware/mark_done_by_url_middleware'),
])

export const middleware = router.named({
  auth: () => import('#core/middleware/auth_middleware'),
  guest: () => import('#core/middleware/guest_middleware'),
  devOnly: () => import('#core/middleware/dev_only_middleware'),
  transmitInput: () => import('#core/middleware/transmit_input_middleware'),
})
