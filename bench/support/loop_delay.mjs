/**
 * Preloaded into a benchmarked server (`node --import=<this file> …`, through BENCH_SERVER_FLAGS):
 * records the process's event-loop delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution).
 * On SIGUSR2 it writes what it saw since the last signal to LOOP_DELAY_FILE as JSON
 * ({ p50, p99, max, mean } in milliseconds, `count` samples) and starts again.
 */
import { writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()
const ms = (ns) => Number((ns / 1e6).toFixed(1))
process.on('SIGUSR2', () => {
  const file = process.env.LOOP_DELAY_FILE
  if (file) {
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        count: histogram.count,
      })
    )
  }
  histogram.reset()
})
