import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Binds each outside service (WhatsApp, e-mail, the payment gateway) to the driver that the
 * environment names, and, in the queue worker, starts the outbox relay. On shutdown it closes the
 * shared PDF browser and waits for the outbox deliveries and the webhook sends under way.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {}

  async boot() {
    const { registerOutsideServices } = await import('#core/services/outside_services')
    await registerOutsideServices(this.app)
    const { registerPaymentGateway } = await import('#orders/services/payments/register')
    registerPaymentGateway(this.app)
    // Terminating hooks run last registered first: these, registered at boot, run after the
    // HTTP server's own (registered when it starts), which waits for every request in flight
    // (app/core/services/http_drain.ts). Then the shared PDF browser closes, and the outbox
    // deliveries the process started end (the relay would deliver them anyway, later).
    // registered first, so it runs last: the webhook sends the outbox deliveries started end,
    // 5 s at most (the process exits within 10 s); a send cut short is sent again by the relay
    // once its claim expires (the receiver de-duplicates by event id)
    this.app.terminating(async () => {
      const { webhooksSettled } = await import('#integrations/services/webhook_dispatcher')
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        webhooksSettled(),
        new Promise((resolve) => (timer = setTimeout(resolve, 5000).unref())),
      ])
      clearTimeout(timer)
    })
    this.app.terminating(async () => {
      const { outboxSettled } = await import('#core/outbox/outbox')
      await outboxSettled()
    })
    this.app.terminating(async () => {
      const { shutdownPdfRenderer } = await import('#core/services/pdf_renderer')
      await shutdownPdfRenderer()
    })
  }

  /**
   * The queue worker (`node ace queue:work`) delivers what the outbox still holds as soon as it
   * starts (events committed while no process delivered them: a crash after the commit), then
   * every 10 seconds through a recurring schedule (one per database, upserted by id); and it
   * purges the reports' expired Excel exports every hour (same kind of schedule).
   */
  async ready() {
    if (this.app.getEnvironment() !== 'console' || process.env.ACE_COMMAND !== 'queue:work') return
    await this.stopWorkerGracefully()
    const { default: RelayOutbox } = await import('#core/jobs/relay_outbox')
    await RelayOutbox.schedule({}).id('outbox-relay').every('10s').run()
    await RelayOutbox.dispatch({}).run()
    // store webhooks due (retries, and any not sent by the process that wrote them), every 5 s
    const { default: RelayWebhooks } = await import('#integrations/jobs/relay_webhooks')
    await RelayWebhooks.schedule({}).id('webhooks-relay').every('5s').run()
    // the reports' Excel exports whose 24 hours are over (files and records), every hour
    const { default: PurgeReportExports } = await import('#reports/jobs/purge_report_exports')
    await PurgeReportExports.schedule({}).id('report-exports-purge').every('1h').run()
  }

  /**
   * SIGTERM to the worker: @boringnode/queue stops taking jobs and waits for the running ones;
   * once it has, the app terminates (database closed) and the process exits. A job still running
   * after 9 seconds is abandoned: its lease expires and another worker takes it again (it is
   * returned, not lost; sends are claimed per vendor, so nothing goes out twice).
   */
  private async stopWorkerGracefully() {
    const { Worker } = await import('@boringnode/queue')
    const app = this.app
    const stop = Worker.prototype.stop
    Worker.prototype.stop = async function (this: InstanceType<typeof Worker>) {
      await stop.call(this)
      await app.terminate()
    }
    const onSignal = () => {
      setTimeout(() => {
        void app.terminate().finally(() => process.exit(process.exitCode ?? 0))
      }, 9000).unref()
    }
    process.once('SIGTERM', onSignal)
    process.once('SIGINT', onSignal)
  }
}
