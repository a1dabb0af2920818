import { useEffect, useLayoutEffect, useState } from 'react'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { NPS_BANDS, npsBand, type NpsSummary } from '@rules/quotations/rules/nps_scores'
import { NPS_TEXTS as T } from './texts'

const WIDTH = 240
const CENTER = { x: 120, y: 120 }
const RADIUS = 100
const STROKE = 22
/** Milliseconds between two steps of the needle. */
const STEP_MS = 12

/** The point of the arc for a value −100..100 (−100 on the left, 100 on the right). */
function pointOf(value: number, radius = RADIUS) {
  const angle = Math.PI * (1 - (value + 100) / 200)
  // rounded: the server's and the browser's Math.sin may differ in the last digit, and the
  // server-rendered gauge (store page) must hydrate with the same attributes
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    x: round(CENTER.x + radius * Math.cos(angle)),
    y: round(CENTER.y - radius * Math.sin(angle)),
  }
}

function arc(from: number, to: number) {
  const start = pointOf(from)
  const end = pointOf(to)
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`
}

/** useLayoutEffect in the browser (the needle is reset before the first paint), none on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The value shown while the needle moves step by step to `target` (doc 2 §2 "Satisfaction score
 * gauge": animated step by step). It starts at the scale's 0 and moves one point a step (12 ms:
 * about 1.2 s for 100 points); with reduced motion it jumps. The server's rendering shows the
 * target, so the page never shows a wrong figure without scripts.
 */
function useSteppedValue(target: number) {
  const [shown, setShown] = useState(target)
  useBrowserLayoutEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduced) {
      setShown(target)
      return
    }
    let current = 0
    setShown(0)
    const timer = window.setInterval(() => {
      current += Math.sign(target - current)
      setShown(current)
      if (current === target) window.clearInterval(timer)
    }, STEP_MS)
    if (target === 0) window.clearInterval(timer)
    return () => window.clearInterval(timer)
  }, [target])
  return shown
}

export type NpsGaugeProps = {
  summary: Pick<NpsSummary, 'nps' | 'total' | 'promoters' | 'passives' | 'detractors'>
  /** Title above the gauge; `null` for none (the caller titles it). */
  title?: string | null
  /** Without its own border (inside a card or modal of the caller). */
  bare?: boolean
}

/**
 * The satisfaction gauge: a tachometer from −100 to 100 with the bands Negativa (−100 to −1),
 * Buena (0 to 30), Muy Buena (31 to 70) and Excelente (71 to 100), its needle animated to the
 * store's NPS = (promoters − detractors) ÷ total × 100 (app/quotations/rules/nps_scores.ts), the
 * band's name and the counts. Without ratings it says so (no needle). Used on the store's public
 * page, in 'Mis indicadores' and in Reportes.
 */
export function NpsGauge({ summary, title = T.gaugeTitle, bare = false }: NpsGaugeProps) {
  const target = summary.nps ?? 0
  const shown = useSteppedValue(target)
  const band = npsBand(summary.nps ?? 0)
  const needle = pointOf(shown, RADIUS - STROKE)
  const body = (
    <Stack gap={4} align="center" data-testid="nps-gauge" data-nps={summary.nps ?? ''}>
      {title && (
        <Text fw={700} ta="center">
          {title}
        </Text>
      )}
      <svg
        width={WIDTH}
        height={140}
        viewBox={`0 0 ${WIDTH} 140`}
        role="img"
        aria-label={summary.nps === null ? T.noRatings : T.gaugeLabel(summary.nps, band.label)}
      >
        {NPS_BANDS.map((entry) => (
          <path
            key={entry.label}
            d={arc(
              entry.from === -100 ? -100 : entry.from - 0.5,
              entry.to === 100 ? 100 : entry.to + 0.5
            )}
            fill="none"
            stroke={`var(--mantine-color-${entry.color}-6)`}
            strokeWidth={STROKE}
            opacity={summary.nps === null || entry.label === band.label ? 1 : 0.35}
          />
        ))}
        {summary.nps !== null && (
          <>
            <line
              x1={CENTER.x}
              y1={CENTER.y}
              x2={needle.x}
              y2={needle.y}
              stroke="var(--mantine-color-dark-6)"
              strokeWidth={4}
              strokeLinecap="round"
            />
            <circle cx={CENTER.x} cy={CENTER.y} r={7} fill="var(--mantine-color-dark-6)" />
          </>
        )}
        <text x={12} y={138} fontSize={11} fill="currentColor">
          -100
        </text>
        <text x={WIDTH - 12} y={138} fontSize={11} textAnchor="end" fill="currentColor">
          100
        </text>
      </svg>
      {summary.nps === null ? (
        <Text c="dimmed" size="sm" data-testid="nps-empty">
          {T.noRatings}
        </Text>
      ) : (
        <>
          <Text fz={32} fw={800} lh={1} data-testid="nps-value" aria-hidden>
            {shown}
          </Text>
          <Text fw={700} c={`${band.color}.8`} data-testid="nps-band">
            {band.label}
          </Text>
          <Text size="xs" c="dimmed">
            {T.ratingsCount(summary.total)}
          </Text>
          <Group gap="md" justify="center" wrap="wrap">
            <Text size="xs">
              {T.promoters}: <b>{summary.promoters}</b>
            </Text>
            <Text size="xs">
              {T.passives}: <b>{summary.passives}</b>
            </Text>
            <Text size="xs">
              {T.detractors}: <b>{summary.detractors}</b>
            </Text>
          </Group>
        </>
      )}
    </Stack>
  )
  if (bare) return body
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {body}
    </Paper>
  )
}
