import { test } from '@japa/runner'
import { inertiaRoot, scriptSafeJson } from '#core/services/page_json'

test.group('Page JSON in the HTML (page_json.ts)', () => {
  test('<, >, &, /, U+2028 and U+2029 are JSON escapes; parsing gives back the same value', ({
    assert,
  }) => {
    const value = { text: '<!--<script>a && b</script> \u2028\u2029', n: 1, list: ['>'] }
    const json = scriptSafeJson(value)
    assert.equal(
      json,
      '{"text":"\\u003c!--\\u003cscript\\u003ea \\u0026\\u0026 b\\u003c\\/script\\u003e \\u2028\\u2029","n":1,"list":["\\u003e"]}'
    )
    assert.deepEqual(JSON.parse(json), value)
  })

  test('the root: the JSON script, then the element the app mounts in', ({ assert }) => {
    const page = { component: 'home', props: { q: '</script><!--' } }
    const html = inertiaRoot(page)
    assert.equal(
      html,
      `<script data-page="app" type="application/json">${scriptSafeJson(page)}</script><div id="app"></div>`
    )
    assert.isTrue(
      inertiaRoot(page, { as: 'main', id: 'raiz', class: 'app' }).endsWith(
        '</script><main id="raiz" class="app"></main>'
      )
    )
    // a page rendered on the server: its HTML inside the root, which says so; the page's JSON
    // still written (escaped) here, never the SSR's own
    assert.equal(
      inertiaRoot({ ssrBody: '<div>ssr</div>', ssrHead: ['<title>x</title>'], props: { a: '<' } }),
      '<script data-page="app" type="application/json">{"props":{"a":"\\u003c"}}</script><div data-server-rendered="true" id="app"><div>ssr</div></div>'
    )
  })
})
