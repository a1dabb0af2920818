import { test } from '@japa/runner'
import { isPhoneRequest } from '#core/rules/device'

const LIGHTHOUSE_MOBILE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700 Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1'

test.group('isPhoneRequest', () => {
  test('the client hint decides when present: {hint} → {phone}')
    .with([
      { hint: '?1', agent: DESKTOP, phone: true },
      { hint: '?0', agent: IPHONE, phone: false },
      { hint: ' ?1 ', agent: undefined, phone: true },
    ])
    .run(({ assert }, { hint, agent, phone }) => {
      assert.equal(isPhoneRequest({ 'sec-ch-ua-mobile': hint, 'user-agent': agent }), phone)
    })

  test('else the User-Agent: phones yes, desktops and tablets no', ({ assert }) => {
    assert.isTrue(isPhoneRequest({ 'user-agent': LIGHTHOUSE_MOBILE }))
    assert.isTrue(isPhoneRequest({ 'user-agent': IPHONE }))
    assert.isFalse(isPhoneRequest({ 'user-agent': DESKTOP }))
    assert.isFalse(isPhoneRequest({ 'user-agent': ANDROID_TABLET }))
    assert.isFalse(isPhoneRequest({ 'user-agent': IPAD }))
  })

  test('no headers, empty or repeated ones: not a phone unless one says so', ({ assert }) => {
    assert.isFalse(isPhoneRequest({}))
    assert.isFalse(isPhoneRequest({ 'user-agent': '' }))
    assert.isFalse(isPhoneRequest({ 'sec-ch-ua-mobile': '', 'user-agent': [DESKTOP, IPHONE] }))
    assert.isTrue(isPhoneRequest({ 'sec-ch-ua-mobile': ['?1', '?0'] }))
  })
})
