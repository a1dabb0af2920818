import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Activity from '#users/models/activity'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { bouncerFor } from '#tests/helpers/policies'
import { makeAdmin } from '#tests/helpers/requests'
import { ActivityFactory } from '#database/factories/activity_factory'

const URL = '/api/users/activitiesAgenda'

const at = (text: string) => DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' })

const valid = {
  name: 'Llamar a Ana Gómez',
  date: '2026-08-14 09:30:00',
  activity: 'Confirmar la dirección de entrega del pedido',
  activity_url: '/repuestosGo/page/index#open',
}

test.group('Agenda: list', (group) => {
  freshDatabase(group)

  test('a user lists only their own, soonest first, with metadata.count', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const later = await ActivityFactory.merge({
      userId: user.id,
      date: at('2026-09-01 15:00:00'),
    }).create()
    const sooner = await ActivityFactory.merge({
      userId: user.id,
      date: at('2026-08-14 09:30:00'),
      activityUrl: '/cart/page/orders/12',
    })
      .apply('done')
      .create()
    await ActivityFactory.create()

    const response = await client.get(URL).loginAs(user).accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 2)
    assert.deepEqual(response.body().data, [
      {
        id: sooner.id,
        name: sooner.name,
        date: '2026-08-14 09:30:00',
        activity: sooner.activity,
        activity_state: 1,
        activity_state_label: 'Realizado',
        activity_url: '/cart/page/orders/12',
      },
      {
        id: later.id,
        name: later.name,
        date: '2026-09-01 15:00:00',
        activity: later.activity,
        activity_state: 0,
        activity_state_label: 'Pendiente',
        activity_url: later.activityUrl,
      },
    ])
  })

  test('filter by state, date range, page and search; 20 per page', async ({ client, assert }) => {
    const user = await makeUser()
    for (let day = 1; day <= 23; day += 1) {
      await ActivityFactory.merge({
        userId: user.id,
        date: at(`2026-07-${String(day).padStart(2, '0')} 10:00:00`),
        activityUrl: day === 5 ? '/pedido/5' : '/repuestosGo/page/index',
        name: day === 7 ? 'Revisar garantía del alternador' : `Actividad ${day}`,
        activityState: day % 2 === 0 ? 1 : 0,
      }).create()
    }
    const list = async (qs: Record<string, unknown>) => {
      const response = await client.get(URL).qs(qs).loginAs(user).accept('json')
      response.assertStatus(200)
      return response.body()
    }
    const first = await list({})
    assert.lengthOf(first.data, 20)
    assert.equal(first.metadata.count, 23)
    assert.lengthOf((await list({ page: 1 })).data, 3)
    assert.lengthOf((await list({ pageSize: 5 })).data, 5)
    assert.equal((await list({ filter: JSON.stringify({ activity_state: 1 }) })).metadata.count, 11)
    const week = await list({
      filter: JSON.stringify({ date: { from: '2026-07-03', to: '2026-07-09' } }),
    })
    assert.equal(week.metadata.count, 7)
    const afternoon = await list({
      filter: JSON.stringify({ date: { from: '2026-07-22 10:00:01' } }),
    })
    assert.equal(afternoon.metadata.count, 1)
    const page = await list({ filter: JSON.stringify({ activity_url: '/pedido/5' }) })
    assert.deepEqual(
      page.data.map((a: { date: string }) => a.date),
      ['2026-07-05 10:00:00']
    )
    const search = await list({ filter: JSON.stringify({ search: 'garantía' }) })
    assert.equal(search.metadata.count, 1)
  })

  test('a bad filter is a Spanish 422; guests 401', async ({ client }) => {
    const user = await makeUser()
    for (const filter of [
      '{no',
      '{"owner":1}',
      '{"activity_state":3}',
      '{"date":{"from":"ayer"}}',
    ]) {
      const response = await client.get(URL).qs({ filter }).loginAs(user).accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'filter' }] })
    }
    const guest = await client.get(URL).accept('json')
    guest.assertStatus(401)
  })
})

test.group('Agenda: schedule', (group) => {
  freshDatabase(group)

  test('a user schedules one: pending, linked to the page it came from', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const response = await client
      .post(URL)
      .json({ ...valid, activity_state: 1 })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      message: 'Actividad agendada',
      data: {
        name: 'Llamar a Ana Gómez',
        date: '2026-08-14 09:30:00',
        activity: valid.activity,
        activity_state: 0,
        activity_url: '/repuestosGo/page/index#open',
      },
    })
    const stored = await Activity.findOrFail(response.body().data.id)
    assert.equal(stored.userId, user.id)
    assert.equal(stored.activityState, 0)
  })

  test('the link: a URL of this site becomes its path; without one, the Referer', async ({
    client,
  }) => {
    const user = await makeUser()
    const full = await client
      .post(URL)
      .header('host', 'repuestos.test')
      .json({ ...valid, activity_url: 'https://repuestos.test/cart/page/orders/7?tab=chat' })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    full.assertStatus(201)
    full.assertBodyContains({ data: { activity_url: '/cart/page/orders/7?tab=chat' } })

    const withoutUrl = { ...valid, activity_url: undefined }
    const referred = await client
      .post(URL)
      .header('host', 'repuestos.test')
      .header('referer', 'http://repuestos.test/garage/page/vehiculos')
      .json(withoutUrl)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    referred.assertStatus(201)
    referred.assertBodyContains({ data: { activity_url: '/garage/page/vehiculos' } })

    const foreignReferer = await client
      .post(URL)
      .header('host', 'repuestos.test')
      .header('referer', 'https://otro.example/phishing')
      .json(withoutUrl)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    foreignReferer.assertStatus(201)
    foreignReferer.assertBodyContains({ data: { activity_url: null } })
  })

  test('{field} {value}: {message}')
    .with([
      { field: 'name', value: undefined, message: 'Ingresa el nombre de la actividad' },
      { field: 'name', value: '  ', message: 'Ingresa el nombre de la actividad' },
      {
        field: 'name',
        value: 'a'.repeat(257),
        message: 'El nombre debe tener máximo 256 caracteres',
      },
      {
        field: 'date',
        value: undefined,
        message: 'Selecciona la fecha y la hora de la actividad',
      },
      {
        field: 'date',
        value: '14/08/2026 09:30',
        message: 'La fecha debe tener el formato AAAA-MM-DD HH:mm:ss',
      },
      {
        field: 'date',
        value: '2026-02-30 09:30:00',
        message: 'La fecha debe tener el formato AAAA-MM-DD HH:mm:ss',
      },
      {
        field: 'date',
        value: '2038-01-20 09:30:00',
        message: 'Elige una fecha entre los años 2000 y 2037',
      },
      {
        field: 'date',
        value: '1999-12-31 23:59:59',
        message: 'Elige una fecha entre los años 2000 y 2037',
      },
      { field: 'activity', value: undefined, message: 'Describe la actividad' },
      {
        field: 'activity',
        value: 'a'.repeat(257),
        message: 'La descripción debe tener máximo 256 caracteres',
      },
      {
        field: 'activity_url',
        value: 'https://otro.example/pagina',
        message: 'La actividad solo puede enlazar a una página de este sitio',
      },
      {
        field: 'activity_url',
        value: '//otro.example/pagina',
        message: 'La actividad solo puede enlazar a una página de este sitio',
      },
      {
        field: 'activity_url',
        value: 'javascript:alert(1)',
        message: 'La actividad solo puede enlazar a una página de este sitio',
      },
    ])
    .run(async ({ client, assert }, { field, value, message }) => {
      const user = await makeUser()
      const body: Record<string, unknown> = { ...valid, [field]: value }
      if (value === undefined) delete body[field]
      const response = await client
        .post(URL)
        .json(body)
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
      assert.equal(await countOf(Activity), 0)
    })

  test('a description of 256 characters is accepted; guests 401', async ({ client }) => {
    const user = await makeUser()
    const response = await client
      .post(URL)
      .json({ ...valid, activity: 'a'.repeat(256) })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const guest = await client.post(URL).json(valid).withCsrfToken().accept('json')
    guest.assertStatus(401)
  })
})

test.group('Agenda: change and remove', (group) => {
  freshDatabase(group)

  test('the owner marks it Realizado and changes it; the link stays', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const activity = await ActivityFactory.merge({ userId: user.id }).create()
    const done = await client
      .patch(`${URL}/${activity.id}`)
      .json({ activity_state: 1, date: '2026-10-01 08:00:00', activity_url: '/otra' })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    done.assertStatus(200)
    done.assertBodyContains({
      message: 'Actividad actualizada',
      data: {
        id: activity.id,
        name: activity.name,
        date: '2026-10-01 08:00:00',
        activity_state: 1,
        activity_state_label: 'Realizado',
        activity_url: activity.activityUrl,
      },
    })
    await activity.refresh()
    assert.equal(activity.activityState, 1)
    const back = await client
      .patch(`${URL}/${activity.id}`)
      .json({ activity_state: '0' })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    back.assertBodyContains({ data: { activity_state: 0 } })
  })

  test('{field} {value} on edit: {message}')
    .with([
      { field: 'activity_state', value: 2, message: 'El estado debe ser Pendiente o Realizado' },
      {
        field: 'activity_state',
        value: 'hecho',
        message: 'El estado debe ser Pendiente o Realizado',
      },
      { field: 'name', value: '', message: 'Ingresa el nombre de la actividad' },
      { field: 'activity', value: '', message: 'Describe la actividad' },
      {
        field: 'date',
        value: '2026-13-01 00:00:00',
        message: 'La fecha debe tener el formato AAAA-MM-DD HH:mm:ss',
      },
    ])
    .run(async ({ client }, { field, value, message }) => {
      const user = await makeUser()
      const activity = await ActivityFactory.merge({ userId: user.id }).create()
      const response = await client
        .patch(`${URL}/${activity.id}`)
        .json({ [field]: value })
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    })

  test('the owner removes it', async ({ client, assert }) => {
    const user = await makeUser()
    const activity = await ActivityFactory.merge({ userId: user.id }).create()
    const response = await client
      .delete(`${URL}/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({ message: 'Actividad eliminada', data: { id: activity.id } })
    assert.equal(await countOf(Activity), 0)
  })

  test('another user’s, or an unknown one: 404; a guest: 401', async ({ client, assert }) => {
    const user = await makeUser()
    const activity = await ActivityFactory.create()
    for (const request of [
      client.patch(`${URL}/${activity.id}`).json({ activity_state: 1 }),
      client.delete(`${URL}/${activity.id}`),
      client.patch(`${URL}/999999`).json({ activity_state: 1 }),
      client.delete(`${URL}/999999`),
    ]) {
      const response = await request.loginAs(user).withCsrfToken().accept('json')
      response.assertStatus(404)
    }
    const guest = await client.delete(`${URL}/${activity.id}`).withCsrfToken().accept('json')
    guest.assertStatus(401)
    await activity.refresh()
    assert.equal(activity.activityState, 0)
  })
})

test.group('ActivityPolicy', (group) => {
  freshDatabase(group)

  test('the owner changes and removes; anybody else, staff too, gets 404', async ({ assert }) => {
    const owner = await makeUser()
    const activity = await Activity.findOrFail(
      (await ActivityFactory.merge({ userId: owner.id }).create()).id
    )
    const own = (await bouncerFor(owner)).with('ActivityPolicy')
    assert.isTrue(await own.allows('update', activity))
    assert.isTrue(await own.allows('delete', activity))
    for (const stranger of [await makeUser(), await makeAdmin()]) {
      const policy = (await bouncerFor(stranger)).with('ActivityPolicy')
      for (const ability of ['update', 'delete'] as const) {
        const answer = await policy.execute(ability, activity)
        assert.isFalse(answer.authorized)
        assert.equal(answer.status, 404)
      }
    }
  })
})
