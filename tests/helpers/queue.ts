import app from '@adonisjs/core/services/app'
import type { QueueConfig } from '@adonisjs/queue/types'

/** The queue config with its adapters resolved, as `node ace queue:work` builds it. */
export async function resolvedConfig(overrides: Partial<QueueConfig> = {}) {
  const config = app.config.get<QueueConfig>('queue')
  const adapters: Record<string, any> = {}
  for (const [name, adapter] of Object.entries(config.adapters)) {
    adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
  }
  return {
    ...config,
    ...overrides,
    adapters,
    autoLoadJobs: false,
    jobFactory: (JobClass: any) => app.container.make(JobClass),
  }
}

/** Runs a worker's cycles on `default` until a job completes (10 at most): their types. */
export async function cyclesUntilCompleted(worker: {
  processCycle(queues: string[]): Promise<{ type: string } | null | undefined>
}) {
  const cycles: string[] = []
  for (let i = 0; i < 10 && !cycles.includes('completed'); i++) {
    const cycle = await worker.processCycle(['default'])
    cycles.push(cycle?.type ?? 'stopped')
  }
  return cycles
}
