import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity } from '#tests/helpers/requests'

/**
 * The city autocomplete raced its own requests: typing "Medellín" quickly still offered (and
 * saved) the first cities of the unfiltered list, such as "Arauca". It may only ever offer
 * cities that match what is typed now.
 */
test.group('City autocomplete', (group) => {
  freshDatabase(group)

  test('typing fast never offers a city that does not match, and keeps the one picked', async ({
    visit,
    assert,
  }) => {
    await makeBrandAndCity('Renault', 'Arauca', 'Arauca')
    await makeBrandAndCity('Mazda', 'Armenia', 'Quindío')
    await makeBrandAndCity('Chevrolet', 'Medellín', 'Antioquia')
    const page = await visit('/users/page/register')
    const city = page.getByPlaceholder('Escribe tu ciudad')

    await city.click()
    await page.getByRole('option', { name: 'Arauca, Arauca' }).waitFor()
    await city.pressSequentially('Medellín', { delay: 15 })
    const offered = await page.getByRole('option').allTextContents()
    assert.notInclude(offered, 'Arauca, Arauca', 'a stale city is offered right after typing')
    assert.notInclude(offered, 'Armenia, Quindío')
    // The first option offered right away is the one Enter picks: it must be Medellín.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForTimeout(600)
    assert.equal(await city.inputValue(), 'Medellín, Antioquia')
  })
})
