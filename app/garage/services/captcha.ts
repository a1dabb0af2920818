/**
 * The captcha asked before a plate search (doc 2 §5). Code depends only on `CaptchaVerifier`,
 * resolved from the container; CAPTCHA_DRIVER picks the driver (local, the default, or
 * recaptcha).
 */
export abstract class CaptchaVerifier {
  abstract verify(token: string | null | undefined, ip: string): Promise<boolean>
}

/** The token the local driver accepts (the 'No soy un robot' checkbox of the pages). */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-ok'

export class LocalCaptchaVerifier extends CaptchaVerifier {
  async verify(token: string | null | undefined, _ip?: string) {
    return token === LOCAL_CAPTCHA_TOKEN
  }
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/**
 * Google reCAPTCHA v2: POST siteverify with the secret key, the widget's token and the
 * caller's IP; valid when Google answers `success: true`. No answer counts as invalid.
 */
export class RecaptchaVerifier extends CaptchaVerifier {
  constructor(
    private secretKey: string,
    private fetcher: typeof fetch = fetch
  ) {
    super()
  }

  async verify(token: string | null | undefined, ip: string) {
    if (!token || !this.secretKey) return false
    const body = new URLSearchParams({ secret: this.secretKey, response: token })
    if (ip) body.set('remoteip', ip)
    try {
      const response = await this.fetcher(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(8000),
      })
      if (!response.ok) return false
      const payload = (await response.json()) as { success?: boolean }
      return payload.success === true
    } catch {
      return false
    }
  }
}
