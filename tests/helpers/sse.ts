import { randomUUID } from 'node:crypto'

/**
 * A real browser-like client of the test server: keeps cookies, logs in through the login
 * form's call, opens Transmit's event stream and subscribes to channels (with the XSRF header),
 * and collects the messages it receives.
 */
export function serverUrl(path: string) {
  return `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT ?? 3333}${path}`
}

export class SseSession {
  private cookies = new Map<string, string>()
  readonly uid = randomUUID()
  readonly messages: { channel: string; payload: any }[] = []
  private abort = new AbortController()

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** Another client holding this one's cookies as they are now (a call already under way). */
  fork() {
    const other = new SseSession()
    for (const [name, value] of this.cookies) other.cookies.set(name, value)
    return other
  }

  /** Takes the cookies `response` sets, as the browser does with any answer it receives. */
  adopt(response: Response) {
    this.keepCookies(response)
  }

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }

  private xsrf() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
  }

  async request(method: string, path: string, body?: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) {
      this.keepCookies(await fetch(serverUrl('/'), { headers: { cookie: this.cookieHeader() } }))
    }
    const response = await fetch(serverUrl(path), {
      method,
      headers: {
        'cookie': this.cookieHeader(),
        'accept': 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': this.xsrf(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    this.keepCookies(response)
    return response
  }

  /** A page as the browser navigates to it (HTML accepted), answered as its HTML. */
  async page(path: string) {
    const response = await fetch(serverUrl(path), {
      headers: { cookie: this.cookieHeader(), accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    })
    this.keepCookies(response)
    return {
      status: response.status,
      html: await response.text(),
      setCookies: response.headers.getSetCookie(),
    }
  }

  async login(email: string, password: string) {
    const response = await this.request('POST', '/users/page/loginAjax', {
      username: email,
      password,
    })
    if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
    return this
  }

  /** Opens the stream and reads it in the background until `close()`. */
  async open() {
    // the stream belongs to this session (as a browser's EventSource sends its cookies)
    if (!this.cookies.has('XSRF-TOKEN')) {
      this.keepCookies(await fetch(serverUrl('/'), { headers: { cookie: this.cookieHeader() } }))
    }
    const response = await fetch(serverUrl(`/__transmit/events?uid=${this.uid}`), {
      headers: { cookie: this.cookieHeader(), accept: 'text/event-stream' },
      signal: this.abort.signal,
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffer += decoder.decode(value, { stream: true })
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n')
            if (data) {
              const message = JSON.parse(data)
              if (!String(message.channel).startsWith('$$transmit')) this.messages.push(message)
            }
            end = buffer.indexOf('\n\n')
          }
        }
      } catch {
        // aborted by close()
      }
    })()
    return this
  }

  async subscribe(channel: string) {
    const response = await this.request('POST', '/__transmit/subscribe', { uid: this.uid, channel })
    return response.status
  }

  close() {
    this.abort.abort()
  }
}

/** Waits until `check` holds or the time is up. */
export async function eventually(check: () => boolean, timeoutMs = 3000) {
  const start = Date.now()
  while (!check() && Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return check()
}
