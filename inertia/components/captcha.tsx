import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { Group, Input, Paper, Text } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import { useShared } from '~/lib/page_props'
import { LazyCheckbox } from '~/components/lazy_checkbox'

/** The token the local captcha driver accepts (app/garage/services/captcha.ts). */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-ok'

export interface CaptchaHandle {
  /** Clears the answer (a token is good for one search only). */
  reset(): void
}

interface Grecaptcha {
  render(
    element: HTMLElement,
    options: {
      'sitekey': string
      'callback': (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
      'hl'?: string
    }
  ): number
  reset(widgetId?: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __repuestosRecaptchaLoaded?: () => void
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null

/** Loads Google's widget script once (explicit rendering, Spanish). */
function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha)
  if (scriptPromise) return scriptPromise
  scriptPromise = new Promise((resolve, reject) => {
    window.__repuestosRecaptchaLoaded = () => resolve(window.grecaptcha!)
    const script = document.createElement('script')
    script.src =
      'https://www.google.com/recaptcha/api.js?onload=__repuestosRecaptchaLoaded&render=explicit&hl=es'
    script.async = true
    script.defer = true
    script.onerror = () => {
      scriptPromise = null
      reject(new Error('reCAPTCHA'))
    }
    document.head.appendChild(script)
  })
  return scriptPromise
}

/**
 * The captcha of the plate search (doc 2 §5). With the local driver a 'No soy un robot'
 * checkbox yields the local token; with reCAPTCHA, Google's v2 widget with the site key.
 */
export const Captcha = forwardRef<
  CaptchaHandle,
  { onChange: (token: string | null) => void; error?: string }
>(function CaptchaWidget({ onChange, error }, ref) {
  const { captcha } = useShared()
  const mode = captcha?.driver === 'recaptcha' && captcha.siteKey ? 'recaptcha' : 'local'
  const [checked, setChecked] = useState(false)
  const [loadError, setLoadError] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<number | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useImperativeHandle(ref, () => ({
    reset() {
      setChecked(false)
      if (widget.current !== null) window.grecaptcha?.reset(widget.current)
      onChangeRef.current(null)
    },
  }))

  useEffect(() => {
    if (mode !== 'recaptcha' || !container.current) return
    let cancelled = false
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current || widget.current !== null) return
        widget.current = grecaptcha.render(container.current, {
          'sitekey': captcha.siteKey,
          'hl': 'es',
          'callback': (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        })
      })
      .catch(() => !cancelled && setLoadError(true))
    return () => {
      cancelled = true
    }
  }, [mode, captcha?.siteKey])

  if (mode === 'recaptcha') {
    return (
      <Input.Wrapper error={error ?? (loadError ? 'No se pudo cargar el Captcha' : undefined)}>
        <div ref={container} data-testid="recaptcha" style={{ minHeight: 78 }} />
      </Input.Wrapper>
    )
  }

  return (
    <Input.Wrapper error={error}>
      <Paper withBorder p="sm" radius="sm" maw={304} bg="gray.0" data-testid="local-captcha">
        <Group justify="space-between" wrap="nowrap">
          <LazyCheckbox
            label="No soy un robot"
            checked={checked}
            onChange={(event) => {
              const value = event.currentTarget.checked
              setChecked(value)
              onChange(value ? LOCAL_CAPTCHA_TOKEN : null)
            }}
          />
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconShieldCheck size={18} />
            <Text size="xs">Captcha</Text>
          </Group>
        </Group>
      </Paper>
    </Input.Wrapper>
  )
})
