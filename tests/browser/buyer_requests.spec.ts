import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import {
  MAIN_AREA,
  makeAdmin,
  makeBrandAndCity,
  makeBuyer,
  makeRequest,
} from '#tests/helpers/requests'

test.group('Buyer request list in the browser', (group) => {
  freshDatabase(group)

  test('a buyer closes one of two open requests and finds it under #close', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const buyer = await makeBuyer({ fullName: 'Ana Gómez' })
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const spark = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      vehicleModel: 'Spark GT',
      vehicleYear: 2015,
      createdAt: DateTime.now().minus({ hours: 3 }),
    })
    const duster = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      vehicleModel: 'Duster',
      vehicleYear: 2021,
      quotationsCount: 1,
    })

    await browserContext.loginAs(buyer)
    const page = await visit(MAIN_AREA)
    const cards = page.getByTestId('request-card')
    await cards.nth(1).waitFor()
    assert.equal(await cards.count(), 2)
    await page.getByText('Chevrolet Spark GT 2015').waitFor()
    await page.getByText('Tienes 1 cotización').waitFor()
    await page.getByText('Esperando cotizaciones').waitFor()

    await page.getByRole('button', { name: `Cerrar solicitud ${spark.code}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Motivo de cierre').waitFor()
    const confirm = dialog.getByTestId('confirm-close')
    assert.isTrue(await confirm.isDisabled(), 'no reason chosen: nothing to confirm')
    await dialog.getByLabel('Ya lo compré').check()
    await confirm.click()

    await page.getByText('Solicitud cerrada').waitFor()
    // the toast never covers the header and its buttons
    const toast = await page.locator('.mantine-Notification-root').first().boundingBox()
    const header = await page.locator('header').first().boundingBox()
    assert.isTrue(
      toast!.y >= header!.y + header!.height || toast!.y + toast!.height <= header!.y,
      `toast ${JSON.stringify(toast)} over header ${JSON.stringify(header)}`
    )
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.locator(`[data-testid="request-card"][data-code="${spark.code}"]`).waitFor({
      state: 'detached',
    })
    assert.equal(await cards.count(), 1)
    assert.equal(await cards.first().getAttribute('data-code'), duster.code)

    await page.getByRole('tab', { name: 'Cerradas' }).click()
    const closed = page.locator(`[data-testid="request-card"][data-code="${spark.code}"]`)
    await closed.waitFor()
    assert.equal(new URL(page.url()).hash, '#close')
    assert.equal(await closed.getByTestId('status-badge').textContent(), 'Cerrada')
    await closed.getByText('Motivo de cierre: Ya lo compré').waitFor()
    await closed.getByText('No recibió cotizaciones').waitFor()
    assert.equal(await closed.getByText('Esperando cotizaciones').count(), 0)
    assert.equal(await cards.count(), 1)

    await page.goBack()
    await page.locator(`[data-testid="request-card"][data-code="${duster.code}"]`).waitFor()
  })

  test('closed and expired requests say which they are: Cerrada, Vencida', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const closed = await makeRequest(buyer, { states: ['closed'] })
    const expired = await makeRequest(buyer, { states: ['expired'], quotationsCount: 1 })
    await browserContext.loginAs(buyer)
    const page = await visit(`${MAIN_AREA}#close`)
    const card = (code: string) => page.locator(`[data-testid="request-card"][data-code="${code}"]`)
    await card(closed.code).waitFor()
    await card(expired.code).waitFor()
    assert.equal(await card(closed.code).getByTestId('status-badge').textContent(), 'Cerrada')
    assert.equal(await card(expired.code).getByTestId('status-badge').textContent(), 'Vencida')
    assert.equal(
      await card(expired.code).getByTestId('quotations-count').textContent(),
      'Tienes 1 cotización'
    )
    // the count links to the buyer's detail page of the request
    assert.equal(
      await card(expired.code)
        .getByRole('link', { name: 'Tienes 1 cotización' })
        .getAttribute('href'),
      `/repuestosGo/quotationRequestDetail/${expired.id}`
    )
    assert.equal(await page.getByText('Esperando cotizaciones').count(), 0)
  })

  test('the #close hash opens the closed requests; empty tabs say so; the menu links here', async ({
    browserContext,
    visit,
  }) => {
    const buyer = await makeBuyer()
    await browserContext.loginAs(buyer)
    const page = await visit(`${MAIN_AREA}#close`)
    await page.getByText('No hay resultados para mostrar').waitFor()
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Mis solicitudes' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Abiertas' }).click()
    await page.getByText('Aún no has realizado ninguna solicitud de cotización').waitFor()
  })

  test('closing fails when the request was closed meanwhile: alert, then the list reloads', async ({
    browserContext,
    visit,
  }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    await browserContext.loginAs(buyer)
    const page = await visit(MAIN_AREA)
    await page.getByRole('button', { name: `Cerrar solicitud ${request.code}` }).click()
    await page.getByRole('dialog').getByLabel('Otro').check()

    request.merge({ isClosed: true, closeReason: 'already_bought', closedAt: DateTime.now() })
    await request.save()
    await page.getByTestId('confirm-close').click()

    await page
      .getByText('Ocurrió un error al intentar cerrar la solicitud de cotización.')
      .waitFor()
    await page.getByText('La solicitud de cotización ya está cerrada').waitFor()
    await page.getByText('Aún no has realizado ninguna solicitud de cotización').waitFor()
  })

  test('staff read every request without the buyer wording or actions', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const buyer = await makeBuyer({ fullName: 'Ana Gómez' })
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    await makeRequest(buyer, { brandId: brand.id, cityId: city.id, quotationsCount: 2 })

    await browserContext.loginAs(await makeAdmin())
    const page = await visit(MAIN_AREA)
    await page.getByTestId('request-card').first().waitFor()
    assert.equal(await page.getByTestId('quotations-count').first().textContent(), '2 cotizaciones')
    assert.equal(await page.getByText(/Tienes \d/).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Vincular proveedor' }).count(), 0)

    await page.getByRole('tab', { name: 'Cerradas' }).click()
    await page.getByText('No hay resultados para mostrar').waitFor()
    await page.getByRole('tab', { name: 'Abiertas' }).click()
    await page.getByTestId('request-card').first().waitFor()
  })
})
