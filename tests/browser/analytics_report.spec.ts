import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin } from '#tests/helpers/requests'
import { analyticsFixture } from '#tests/functional/reports/analytics_helpers'
import { auditContext, axeViolations, describeViolations } from '#tests/helpers/axe'

/** The values of one column of the report's rows, once they are `expected` (in order). */
async function expectColumn(page: Page, column: string, expected: string[]) {
  const cells = page.locator(`[data-testid="analytics-row"] td[data-column="${column}"]`)
  let seen: string[] = []
  for (let attempt = 0; attempt < 150; attempt++) {
    seen = await cells.allInnerTexts()
    if (seen.join('|') === expected.join('|')) return
    await page.waitForTimeout(100)
  }
  throw new Error(`the report shows [${seen}] in ${column}, expected [${expected}]`)
}

test.group('Analytics report in the browser', (group) => {
  freshDatabase(group)

  test('an admin filters the report by store and channel', async ({ browserContext, visit }) => {
    const f = await analyticsFixture()
    await browserContext.loginAs(await makeAdmin())
    const page = await visit('/staff/reportes')
    await page.getByText('VEHÍCULO', { exact: true }).waitFor()
    await expectColumn(page, 'store_name', [
      'Repuestos Andes',
      'Repuestos Andes',
      'Bodega Bogotá',
      'Repuestos Andes',
    ])
    await expectColumn(page, 'quotation_request_vehicle_plate', [
      'ABC123',
      'ABC123',
      'ABC123',
      'ABC123',
    ])

    await page.getByTestId('analytics-store').click()
    await page.getByRole('option', { name: 'Bodega Bogotá' }).click()
    await expectColumn(page, 'quotation_id', [f.q3.code!])
    await expectColumn(page, 'user_name', ['Ana Gómez'])

    await page.getByTestId('analytics-channel').selectOption('2')
    await page.getByText('No hay información por mostrar').waitFor()
  })

  test('a vendor sees their store report in Reportes, customer cells masked', async ({
    browserContext,
    visit,
  }) => {
    const f = await analyticsFixture()
    await browserContext.loginAs(f.a.owner)
    const page = await visit('/repuestosGo/page/index/reportes')
    await expectColumn(page, 'quotation_request_id', [f.r4.code!, f.r2.code!, f.r1.code!])
    await expectColumn(page, 'user_name', ['--', '--', '--'])
    await expectColumn(page, 'quotation_request_ignores_reason', [
      '',
      'Falta información del vehículo',
      '',
    ])
    await page.getByTestId('analytics-from').fill('2026-11-06')
    await expectColumn(page, 'quotation_request_id', [f.r4.code!])
  })

  test('the staff page passes axe-core on a desktop and a phone', async ({ browser, assert }) => {
    await analyticsFixture()
    const context = await auditContext(browser)
    await context.loginAs(await makeAdmin())
    const page = await context.newPage()
    const found: string[] = []
    try {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/staff/reportes')
        await page.locator('[data-testid="analytics-row"]').first().waitFor()
        await page.waitForLoadState('load')
        await page.waitForTimeout(400)
        found.push(...describeViolations(`/staff/reportes @${width}px`, await axeViolations(page)))
      }
    } finally {
      await context.close()
    }
    assert.deepEqual(found, [], found.join('\n'))
  })
})
