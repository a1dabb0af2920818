import { test } from '@japa/runner'
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { cssVariablesResolver, theme } from '../../../inertia/lib/theme.js'

/**
 * WCAG 2.1 AA asks 4.5:1 for text. The theme's colours as Mantine uses them (filled variant:
 * white on shade 8; `c="red"`, links and outlines: shade 8 on the page; light variant: shade 9
 * on shade 1 or 0; dimmed text and field errors) must reach it, on white and on the page's grey
 * (gray.0), for every palette (Avatar's `color="initials"` may pick any).
 */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const linear = (value: number) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
const WHITE = '#ffffff'
const PAGE = merged.colors.gray[0]
const resolve = (value: string) => {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value)
  return shade ? merged.colors[shade[1]][Number(shade[2])] : value
}

test.group('Theme colours (WCAG 2.1 AA)', () => {
  test('filled, text and light variants of every palette reach 4.5:1', ({ assert }) => {
    assert.equal(merged.primaryColor, 'orange')
    const shade = merged.primaryShade as number
    const failures: string[] = []
    const check = (what: string, fg: string, bg: string) => {
      const ratio = contrast(fg, bg)
      if (ratio < 4.5) failures.push(`${what}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`)
    }
    for (const [name, palette] of Object.entries(merged.colors)) {
      if (name === 'dark') continue // the dark scheme is not offered
      check(`${name} filled`, WHITE, palette[shade])
      check(`${name} text on white`, palette[shade], WHITE)
      check(`${name} text on the page`, palette[shade], PAGE)
      check(`${name} light`, palette[9], palette[1])
      check(`${name} light, lightest`, palette[9], palette[0])
    }
    assert.deepEqual(failures, [])
  })

  test('the brand orange is our own, darker than Mantine orange 9 (4.07:1)', ({ assert }) => {
    const brand = merged.colors.orange[merged.primaryShade as number]
    assert.notEqual(brand, DEFAULT_THEME.colors.orange[8])
    assert.isAbove(contrast(WHITE, brand), contrast(WHITE, DEFAULT_THEME.colors.orange[9]))
  })

  test('dimmed text and field errors read on white, the page and gray.1', ({ assert }) => {
    const { light } = cssVariablesResolver(merged)
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error'] as const) {
      const color = resolve(light[name])
      assert.match(color, /^#[0-9a-f]{6}$/, name)
      for (const background of [WHITE, PAGE, merged.colors.gray[1]]) {
        assert.isAtLeast(contrast(color, background), 4.5, `${name} on ${background}`)
      }
    }
  })
})
