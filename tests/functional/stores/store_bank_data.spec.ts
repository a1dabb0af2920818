import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { STORE_BANK_DATA_PURPOSE } from '#stores/actions/save_bank_data'

const PAGE = (store: Store) => `/tienda/${store.urlPath}/store/page`
const SAVE = (store: Store) => `/api/store/store/${store.id}/dataBankConfig`

const NUMBER = '0012345671234'
const DOCUMENT = '1017654321'
const BODY = {
  bank_name: 'Bancolombia',
  account_type: 'ahorros',
  account_number: NUMBER,
  holder: 'Frenos La 80 S.A.S.',
  holder_document: DOCUMENT,
}

function patch(client: ApiClient, user: User, store: Store, body: object) {
  return client.patch(SAVE(store)).json(body).loginAs(user).withCsrfToken().accept('json')
}

function errorsOf(body: any): Record<string, string> {
  return Object.fromEntries(body.errors.map((e: any) => [e.field, e.message]))
}

test.group('Store configuration: bank data (Pagos)', (group) => {
  freshDatabase(group)

  test('the owner saves; the answer and the page carry the masked account only', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const before = await client.get(PAGE(store)).loginAs(owner).withInertia()
    assert.isNull(before.inertiaProps.payments.bank)

    const response = await patch(client, owner, store, BODY)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Datos bancarios guardados')
    const bank = response.body().data.payments.bank
    assert.deepInclude(bank, {
      bankName: 'Bancolombia',
      accountType: 'ahorros',
      last4: '1234',
      holder: 'Frenos La 80 S.A.S.',
    })
    assert.isString(bank.savedAt)
    assert.notInclude(JSON.stringify(response.body()), NUMBER)
    assert.notInclude(JSON.stringify(response.body()), DOCUMENT)

    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    page.assertStatus(200)
    assert.deepEqual(Object.keys(page.inertiaProps.payments.bank).sort(), [
      'accountType',
      'bankName',
      'holder',
      'last4',
      'savedAt',
    ])
    assert.equal(page.inertiaProps.payments.bank.last4, '1234')
    assert.notInclude(JSON.stringify(page.inertiaProps), NUMBER)
    assert.notInclude(JSON.stringify(page.inertiaProps), DOCUMENT)
  })

  test('the number and the document are stored encrypted, never plain', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    ;(
      await patch(client, owner, store, { ...BODY, account_number: '0012-3456 71234' })
    ).assertStatus(200)
    const row = await db.from('stores').where('id', store.id).first()
    assert.notEqual(row.bank_account_number, NUMBER)
    assert.notInclude(row.bank_account_number, NUMBER)
    assert.notInclude(row.bank_holder_document, DOCUMENT)
    assert.equal(row.bank_account_last4, '1234')
    // separators dropped; the ciphertext opens with the app's key and its purpose only
    assert.equal(encryption.decrypt(row.bank_account_number, STORE_BANK_DATA_PURPOSE), NUMBER)
    assert.equal(encryption.decrypt(row.bank_holder_document, STORE_BANK_DATA_PURPOSE), DOCUMENT)
    assert.isNull(encryption.decrypt(row.bank_account_number))
  })

  test('Colombia: the Spanish messages of every field', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const empty = await patch(client, owner, store, {})
    empty.assertStatus(422)
    assert.deepEqual(errorsOf(empty.body()), {
      bank_name: 'Escribe el nombre del banco',
      account_type: 'Elige Cuenta de ahorros o Cuenta corriente',
      account_number: 'El número de cuenta debe tener entre 6 y 20 dígitos',
      holder: 'Escribe el nombre del titular de la cuenta',
      holder_document: 'Escribe el documento del titular',
    })
    for (const number of ['12345', '123456789012345678901', '12345a7']) {
      const bad = await patch(client, owner, store, { ...BODY, account_number: number })
      bad.assertStatus(422)
      assert.deepEqual(errorsOf(bad.body()), {
        account_number: 'El número de cuenta debe tener entre 6 y 20 dígitos',
      })
    }
    const long = await patch(client, owner, store, {
      ...BODY,
      bank_name: 'B'.repeat(81),
      account_type: 'nomina',
    })
    assert.deepEqual(errorsOf(long.body()), {
      bank_name: 'Utiliza máximo 80 caracteres',
      account_type: 'Elige Cuenta de ahorros o Cuenta corriente',
    })
    ;(await patch(client, owner, store, { ...BODY, account_number: '123456' })).assertStatus(200)
    ;(
      await patch(client, owner, store, { ...BODY, account_number: '12345678901234567890' })
    ).assertStatus(200)
    await store.refresh()
    assert.equal(store.bankAccountLast4, '7890')
  })

  test('Mexico: an 18-digit CLABE', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore({ countryCode: 'MX' })
    for (const number of ['0021800123456789', '0021800123456789012', '']) {
      const bad = await patch(client, owner, store, { ...BODY, account_number: number })
      bad.assertStatus(422)
      assert.deepEqual(errorsOf(bad.body()), { account_number: 'La CLABE debe tener 18 dígitos' })
    }
    const missing = await patch(client, owner, store, { ...BODY, account_number: undefined })
    assert.deepEqual(errorsOf(missing.body()), {
      account_number: 'La CLABE debe tener 18 dígitos',
    })
    const ok = await patch(client, owner, store, {
      ...BODY,
      account_type: 'corriente',
      account_number: '002180012345678912',
    })
    ok.assertStatus(200)
    assert.deepInclude(ok.body().data.payments.bank, { accountType: 'corriente', last4: '8912' })
  })

  test('an adviser reads the masked account and gets 403; another owner 404; a guest 401', async ({
    client,
    assert,
  }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    const other = await makeGoStore()
    const buyer = await makeUser()
    ;(await patch(client, owner, store, BODY)).assertStatus(200)

    const adviser = await patch(client, advisers[0].account, store, {
      ...BODY,
      account_number: '99999999',
    })
    adviser.assertStatus(403)
    assert.equal(
      adviser.body().message,
      'Solo el dueño de la tienda puede cambiar su configuración.'
    )
    const read = await client.get(PAGE(store)).loginAs(advisers[0].account).withInertia()
    read.assertStatus(200)
    assert.equal(read.inertiaProps.payments.bank.last4, '1234')
    assert.notInclude(JSON.stringify(read.inertiaProps), NUMBER)

    for (const stranger of [other.owner, buyer]) {
      ;(await patch(client, stranger, store, BODY)).assertStatus(404)
    }
    const guest = await client.patch(SAVE(store)).json(BODY).withCsrfToken().accept('json')
    guest.assertStatus(401)
    await store.refresh()
    assert.equal(store.bankAccountLast4, '1234')
  })
})
