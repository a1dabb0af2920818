import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'
import env from '#start/env'
import '#core/routes/api_reference'

const ZonesController = () => import('#core/controllers/zones_controller')
const OutboxController = () => import('#core/controllers/outbox_controller')
const UploadsController = () => import('#core/controllers/uploads_controller')
const LandingController = () => import('#users/controllers/landing_controller')
const LegalController = () => import('#core/controllers/legal_controller')

router.get(p('/'), [LandingController, 'home']).as('home')
router.get(p('/terminos-y-condiciones'), [LegalController, 'terms']).as('legal.terms')

router
  .group(() => {
    router.get('/localization/zones', [ZonesController, 'index']).as('zones.index')
    router.post('/uploads/image', [UploadsController, 'image']).as('uploads.image')
    router
      .get('/localization/zones/:id', [ZonesController, 'show'])
      .as('zones.show')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api'))
  .as('api')

router
  .group(() => {
    router.get('/outbox', [OutboxController, 'index']).as('outbox')
    router.get('/outbox/latest', [OutboxController, 'latest']).as('outbox.latest')
    router
      .get('/outbox/:id/html', [OutboxController, 'html'])
      .as('outbox.html')
      .where('id', /^\d+$/)
  })
  .prefix('/dev')
  .as('dev')
  .use(middleware.devOnly())

/** A bare route for the benchmarks (docs/benchmarks.md): no database, no session work. */
if (
  env.get('BENCH_ROUTES') &&
  (env.get('NODE_ENV') !== 'production' || env.get('ALLOW_LOCAL_DRIVERS'))
) {
  router.get('/__bench/ping', () => ({ ok: true })).as('bench.ping')
}
