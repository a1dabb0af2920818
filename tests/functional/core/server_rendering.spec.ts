import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import type { Assert } from '@japa/assert'
import { serverRenderedPages, signedInServerRenderedPages } from '#config/inertia'
import { freshDatabase } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'
import { makeBrandAndCity } from '#tests/helpers/requests'
import {
  SERVER_RENDERED_CASES,
  SIGNED_IN_RENDERED_CASES,
  serverRenderedWorld,
} from '#tests/helpers/server_rendering'

/** HTML's text escapes, undone (React escapes `&`, `<`, `>`, `"` and `'`). */
function unescapeHtml(text: string) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

/** The content of the one `<meta>` of the head whose `attribute` is `name`. */
function metaOf(assert: Assert, head: string, attribute: string, name: string) {
  const tags = head.match(new RegExp(`<meta[^>]*${attribute}="${name}"[^>]*>`, 'g')) ?? []
  assert.lengthOf(tags, 1, `one ${name}`)
  return unescapeHtml(/content="([^"]*)"/.exec(tags[0] ?? '')?.[1] ?? '')
}

/** The server's HTML: head and the app's root (rendered), checked for the page's own parts. */
function renderedParts(assert: Assert, html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const root = /<div data-server-rendered="true" id="app">([\s\S]*)<\/div>\s*<\/body>/.exec(html)
  assert.isNotNull(root, 'the app root holds the rendered page')
  return { head, body: root?.[1] ?? '' }
}

/**
 * The public pages (config/inertia.ts `serverRenderedPages`) arrive rendered: the HTML the server
 * sends already has the page's heading, and its `<head>` the title, description, canonical URL
 * and OpenGraph tags — what a search engine or a link preview reads without running scripts.
 * One case per page of the list (a page added there fails the first test until it has one).
 */
test.group('Server rendering of the public pages', (group) => {
  freshDatabase(group)
  group.each.setup(async () => {
    await makeBrandAndCity()
    await serverRenderedWorld()
  })

  test('every page of the list has a case here', ({ assert }) => {
    assert.sameMembers(
      SERVER_RENDERED_CASES.map((entry) => entry.component),
      serverRenderedPages
    )
  })

  test('{component}: heading, title, description, canonical and OpenGraph in the HTML')
    .with(SERVER_RENDERED_CASES)
    .run(async ({ client, assert }, page) => {
      const response = await client.get(page.path)
      response.assertStatus(page.status)
      const { head, body } = renderedParts(assert, response.text())
      assert.include(unescapeHtml(body.replace(/<!-- -->/g, '')), page.heading)
      assert.match(body, /<h1[\s>]/)

      const titles = head.match(/<title[^>]*>([^<]*)<\/title>/g) ?? []
      assert.lengthOf(titles, 1, 'one title')
      assert.equal(unescapeHtml(/>([^<]*)</.exec(titles[0] ?? '')?.[1] ?? ''), page.title)
      const description = metaOf(assert, head, 'name', 'description')
      assert.isAbove(description.length, 20)
      assert.isAtMost(description.length, 149)

      const url = `${process.env.APP_URL!.replace(/\/$/, '')}${page.path}`
      const canonicals = head.match(/<link[^>]*rel="canonical"[^>]*>/g) ?? []
      assert.lengthOf(canonicals, 1, 'one canonical URL')
      assert.include(canonicals[0], `href="${url}"`)
      assert.equal(metaOf(assert, head, 'property', 'og:url'), url)
      assert.equal(metaOf(assert, head, 'property', 'og:title'), page.title)
      assert.equal(metaOf(assert, head, 'property', 'og:description'), description)
      assert.equal(metaOf(assert, head, 'property', 'og:type'), 'website')
      assert.equal(metaOf(assert, head, 'property', 'og:site_name'), 'Repuestos')
      assert.equal(metaOf(assert, head, 'property', 'og:locale'), 'es_CO')
    })

  test('a Mexican host: es_MX; the canonical URL is the Mexican site, without the query', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/users/page/login?urlreturn=%2F')
      .header('host', 'mx.repuestos.test')
    response.assertStatus(200)
    const { head } = renderedParts(assert, response.text())
    assert.equal(metaOf(assert, head, 'property', 'og:locale'), 'es_MX')
    const url = absoluteUrl('MX', '/users/page/login')
    assert.match(new URL(url).hostname, /^mx\./)
    assert.equal(metaOf(assert, head, 'property', 'og:url'), url)
    const canonicals = head.match(/<link[^>]*rel="canonical"[^>]*>/g) ?? []
    assert.include(canonicals[0], `href="${url}"`)
  })

  test('the wizard back from signing in is rendered in the browser', async ({ client, assert }) => {
    const resumed = await client.get('/home/page/cotizacion?resume=1')
    resumed.assertStatus(200)
    assert.include(resumed.text(), '<div id="app"></div>')
    assert.notInclude(resumed.text(), 'data-server-rendered')
  })
})

/**
 * The signed-in pages people open most (config/inertia.ts `signedInServerRenderedPages`) arrive
 * rendered too, with that person's data already in the HTML; the page is theirs alone (another
 * person asking for it gets no piece of it).
 */
test.group('Server rendering of the signed-in pages', (group) => {
  freshDatabase(group)

  test('every page of the list has a case here', ({ assert }) => {
    assert.sameMembers(
      SIGNED_IN_RENDERED_CASES.map((entry) => entry.component),
      signedInServerRenderedPages
    )
  })

  test("{component}: the heading and the person's data in the HTML, one title")
    .with(SIGNED_IN_RENDERED_CASES)
    .run(async ({ client, assert }, page) => {
      const { user, path, text } = await page.open()
      const response = await client.get(path).loginAs(user)
      response.assertStatus(200)
      const { head, body } = renderedParts(assert, response.text())
      const shown = unescapeHtml(body.replace(/<!-- -->/g, ''))
      assert.include(shown, page.heading)
      assert.include(shown, text)
      assert.lengthOf(head.match(/<title[^>]*>/g) ?? [], 1, 'one title')
      assert.equal(response.header('cache-control'), 'private, no-cache')

      const stranger = await UserFactory.create()
      const other = await client.get(path).loginAs(stranger)
      assert.notInclude(other.text(), text)
    })
})
