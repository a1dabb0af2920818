import { test } from '@japa/runner'
import {
  fromLive,
  upsertMessages,
  withPageOne,
} from '../../../inertia/components/chat/chat_messages.js'
import { cutName, fileProblem } from '#chat/rules/chat_files'

/**
 * The chat panel's list (inertia/components/chat/chat_messages.ts): page 1 read again after a
 * reconnection, a poll or the tab shown again must keep the older pages, drop what was deleted
 * and start over when it does not reach what was loaded; pushed messages are labelled by role.
 * The paperclip's checks (app/chat/rules/chat_files.ts) must refuse what the server refuses, with its words.
 */
type Message = ReturnType<typeof fromLive>

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  message: `m${id}`,
  attachedFile: [],
  createdAt: '2026-11-25T10:00:00.000-05:00',
  isRead: false,
  mine: false,
  addressedToMe: true,
  senderRole: 'store',
  senderIsAdmin: false,
  senderLabel: 'Tienda',
  receiverLabel: null,
  ...extra,
})
const ids = (list: Message[]) => list.map((item) => item.id)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index))

const conversation = { viewerId: 7, storeLabel: 'Repuestos El Poblado', buyerLabel: 'Comprador' }

test.group('Chat panel · the message list', () => {
  test('the first page starts the list, with its own "more"', ({ assert }) => {
    const first = withPageOne([], range(11, 30), true, 0)
    assert.isTrue(first.reset)
    assert.deepEqual(ids(first.messages), ids(range(11, 30)))
    assert.isTrue(withPageOne([], [], false, 0).reset)
  })

  test('page 1 again keeps the older pages and drops the deleted', ({ assert }) => {
    const loaded = [...range(1, 30)]
    const again = withPageOne(
      loaded,
      [...range(13, 20), ...range(22, 33)], // 21 deleted, 31-33 new
      true,
      30
    )
    assert.isFalse(again.reset)
    assert.deepEqual(ids(again.messages), [...ids(range(1, 20)), ...ids(range(22, 33))])
  })

  test('page 1 that does not reach what was loaded starts over', ({ assert }) => {
    const again = withPageOne(range(1, 20), range(41, 60), true, 20)
    assert.isTrue(again.reset)
    assert.deepEqual(ids(again.messages), ids(range(41, 60)))
  })

  test('a conversation that fits in page 1 is page 1', ({ assert }) => {
    const again = withPageOne(range(1, 5), [message(2), message(4)], false, 5)
    assert.isTrue(again.reset)
    assert.deepEqual(ids(again.messages), [2, 4])
  })

  test('messages that came while page 1 was read stay; deleted ones go', ({ assert }) => {
    // 1-10 listed when the read started; 11 and 12 pushed meanwhile, 9 and 10 deleted
    const withPushes = [...range(1, 12)]
    const again = withPageOne(withPushes, range(1, 8), false, 10)
    assert.deepEqual(ids(again.messages), [...ids(range(1, 8)), 11, 12])
    const paged = withPageOne(range(1, 32), range(13, 30), true, 30)
    assert.deepEqual(ids(paged.messages), ids(range(1, 32)))
    assert.isFalse(paged.reset)
    // the very first read of an empty conversation keeps what was sent meanwhile
    assert.deepEqual(ids(withPageOne([message(1)], [], false, 0).messages), [1])
  })

  test('added messages are deduplicated by id and kept in order', ({ assert }) => {
    const list = upsertMessages(range(1, 3), [message(5), message(2, { isRead: true })])
    assert.deepEqual(ids(list), [1, 2, 3, 5])
    assert.isTrue(list[1].isRead)
    const same = range(1, 3)
    assert.strictEqual(upsertMessages(same, []), same)
    // read for good: an older copy (the send's own answer after a 'chat.read' push) keeps the tick
    const read = upsertMessages([message(7, { isRead: true })], [message(7, { message: 'otra' })])
    assert.deepEqual(
      read.map((item) => [item.id, item.isRead, item.message]),
      [[7, true, 'otra']]
    )
  })

  test('a pushed message is labelled by its sender role', ({ assert }) => {
    const live = {
      id: 9,
      message: 'Hola',
      attachedFile: null,
      createdAt: '2026-11-25T10:00:00.000-05:00',
      isRead: false,
      senderUserId: 3,
      receiverUserId: 7,
      senderIsAdmin: false,
    }
    const fromStore = fromLive({ ...live, senderRole: 'store' }, conversation, 'Administrador')
    assert.equal(fromStore.senderLabel, 'Repuestos El Poblado')
    assert.isTrue(fromStore.addressedToMe)
    assert.isFalse(fromStore.mine)
    assert.deepEqual(fromStore.attachedFile, [])
    assert.equal(
      fromLive({ ...live, senderRole: 'buyer' }, conversation, 'Administrador').senderLabel,
      'Comprador'
    )
    const admin = fromLive(
      { ...live, senderRole: 'admin', senderIsAdmin: true },
      conversation,
      'Administrador'
    )
    assert.equal(admin.senderLabel, 'Administrador')
    const mine = fromLive(
      { ...live, senderRole: 'buyer', senderUserId: 7 },
      conversation,
      'Administrador'
    )
    assert.isTrue(mine.mine)
    assert.isFalse(mine.addressedToMe)
    const toOther = fromLive(
      { ...live, senderRole: 'store', receiverUserId: 8 },
      conversation,
      'Administrador'
    )
    assert.isFalse(toOther.addressedToMe)
  })
})

test.group('Chat panel · the attached file', () => {
  const file = (name: string, size: number) => ({ name, size })

  test('allowed types up to 20 MB pass; others are refused', ({ assert }) => {
    const limit = 20 * 1024 * 1024
    assert.isNull(fileProblem(file('Factura.PDF', 1000)))
    assert.isNull(fileProblem(file('foto.jpeg', limit)))
    assert.equal(fileProblem(file('foto.jpeg', limit + 1)), 'size')
    assert.equal(fileProblem(file('notas.txt', 10)), 'type')
    assert.equal(fileProblem(file('foto.heic', 10)), 'type')
    assert.equal(fileProblem(file('sin_extension', 10)), 'type')
  })

  test('names are cut at the given length', ({ assert }) => {
    assert.equal(cutName('un_archivo_con_nombre_largo.pdf', 20), 'un_archivo_con_nombr…')
    assert.equal(cutName('un_archivo_con_nombre_largo.pdf', 15), 'un_archivo_con_…')
    assert.equal(cutName('corto.pdf', 15), 'corto.pdf')
  })
})
