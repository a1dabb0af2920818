import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type PasswordInputProps,
} from '@mantine/core'

/**
 * Colours that read (WCAG 2.1 AA, 4.5:1 for text). Mantine's palettes put white text on shade 8
 * (the filled variant: 3.58:1 on its orange, 3.45:1 on its green), text of `c="red"` and links on
 * shade 8, and the light variant's text (shade 9) on shade 1 (3.62:1 for orange). Our palettes
 * keep Mantine's light shades 0–5 and darken 6–9 where needed: shade 8 gives at least 4.5:1 with
 * white and on the page's grey background (gray.0), shade 9 at least 4.5:1 on shades 0 and 1.
 * Every palette passes (Avatar's `color="initials"` picks any of them); the others are Mantine's
 * own. tests/unit/core/theme_contrast.spec.ts checks them all.
 */
const darker = (name: keyof typeof DEFAULT_THEME.colors, shades: string[]) =>
  [
    ...DEFAULT_THEME.colors[name].slice(0, 10 - shades.length),
    ...shades,
  ] as unknown as MantineColorsTuple

/** The brand's own orange: #b93d0a under white text (5.62:1), #9a3412 on the light tint (6.15:1). */
const orange = darker('orange', ['#e8590c', '#d9480f', '#b93d0a', '#9a3412'])
const red = darker('red', ['#e03131', '#c92a2a', '#a51d1d'])
const green = darker('green', ['#2f9e44', '#267a38', '#1b5e2a'])
const teal = darker('teal', ['#087f5b', '#066649'])
const cyan = darker('cyan', ['#0b7285', '#095c6b'])
const lime = darker('lime', ['#5c940d', '#4f7a0b', '#3f6212'])
/** Filled yellow is amber under white text; its light variant's text a dark amber. */
const yellow = darker('yellow', ['#a35d00', '#8f5200'])

export const palettes = { orange, red, green, teal, cyan, lime, yellow }

/** Secondary text (`c="dimmed"`, descriptions): 6.09:1 on white, 5.48:1 on gray.1 (Mantine's gray.6: 3.32:1). */
export const DIMMED = '#5c636a'

/**
 * Mantine theme of the marketplace: orange brand and Spanish labels where Mantine has English
 * defaults. The component defaults are plain objects (not `PasswordInput.extend`), so the theme
 * does not bring the inputs into every page.
 */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 8,
  colors: palettes,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    /**
     * The page keeps its scrollbar's place (css/app.css `scrollbar-gutter: stable`), so a dialog
     * keeps the scrollbar too: the scroll lock only stops scrolling (react-remove-scroll's
     * `removeScrollBar: false`), instead of hiding the bar and padding the page by its width,
     * which with the gutter kept would move everything left by that width.
     */
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' },
      } satisfies Partial<PasswordInputProps>,
    },
  },
})

/** Dimmed text and field errors (Mantine's red.6: 3.3:1 on white) in colours that read. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})
