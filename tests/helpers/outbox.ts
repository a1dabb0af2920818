import { Outbox } from '#core/outbox/outbox'

/**
 * The api client waits, after each request, for the outbox deliveries it started (tests/
 * bootstrap.ts). A test that checks what happens before the delivery ends turns that off.
 */
export const waitForOutbox = { afterEachRequest: true }

/** An outbox whose deliveries wait until `open()` is called. */
export class GatedOutbox extends Outbox {
  started = 0
  #open!: () => void
  #gate = new Promise<void>((resolve) => (this.#open = resolve))

  async deliver(id: number) {
    this.started += 1
    await this.#gate
    return super.deliver(id)
  }

  open() {
    this.#open()
  }
}
