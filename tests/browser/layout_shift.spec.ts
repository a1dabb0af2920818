import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 19: what loads after a page does not push it down (CLS). The buyer's request page gets
 * 'Preguntas del vendedor' from a chunk of its own; while that chunk is held back, the place the
 * button takes is already there, and the page below it does not move when it arrives.
 */
test.group('Layout shift', (group) => {
  freshDatabase(group)

  test("the buyer's request page at 375 px: 'Preguntas del vendedor' holds its place", async ({
    browserContext,
    assert,
  }) => {
    const { request, buyer } = await detailFixtures({ parts: 2 })
    await browserContext.loginAs(buyer)

    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await browserContext.route(/seller_questions_button/, async (route) => {
      asked = true
      await held
      await route.continue()
    })

    const page = await browserContext.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(BUYER_PAGE(request.id))
    const section = page.getByTestId('request-section')
    await section.waitFor()
    await page.evaluate('document.fonts.ready')
    assert.isTrue(asked, "the button's code was asked for")
    assert.equal(await page.getByTestId('seller-questions').count(), 0, 'its code is held back')
    const before = (await section.boundingBox())!

    release()
    await page.locator('[data-testid="seller-questions"][data-unread="0"]').waitFor()
    const after = (await section.boundingBox())!
    assert.equal(after.height, before.height, 'the section keeps its height')
    assert.equal(after.y, before.y)
  })
})
