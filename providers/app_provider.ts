import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Binds each outside service (WhatsApp, e-mail) to the driver that the environment names.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {}

  async boot() {
    const { registerOutsideServices } = await import('#core/services/outside_services')
    await registerOutsideServices(this.app)
  }
}
