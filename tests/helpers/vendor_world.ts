import OutboxMessage from '#core/models/outbox_message'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import type User from '#users/models/user'
import { makeUser } from '#tests/helpers/people'
import { wizardFixtures } from '#tests/helpers/wizard'

export const SUBMIT = '/api/repuestosGo/quotationRequest'

/**
 * A buyer about to ask for Mazda parts, and the vendors around:
 * - eligible: ownerA (Mazda, GO) and adviserA (adviser of A and of B: told once), ownerB
 *   (Mazda and Kia, GO; mobile not verified: e-mail only);
 * - not eligible: ownerC (Kia only), ownerD (Mazda, no GO module), the buyer's own Mazda store.
 */
export async function world() {
  const fixtures = await wizardFixtures()
  const kia = await VehicleBrand.create({ name: 'Kia', slug: 'kia', popular: true, isActive: true })
  const vendor = (name: string, values: Partial<User> = {}) =>
    makeUser({ fullName: name, isVendor: true, userKind: 'vendor', ...values })
  const store = async (owner: User, brands: number[], goModuleActive = true) => {
    const created = await StoreFactory.merge({ userId: owner.id, goModuleActive }).create()
    await created.related('brands').attach(brands)
    return created
  }
  const mazda = fixtures.brand.id
  const ownerA = await vendor('Dueño A')
  const storeA = await store(ownerA, [mazda])
  const adviserA = await vendor('Asesor A')
  await StoreAdviserFactory.merge({ storeId: storeA.id, userId: adviserA.id }).create()
  const ownerB = await vendor('Dueño B', { mobileVerified: false })
  const storeB = await store(ownerB, [mazda, kia.id])
  await StoreAdviserFactory.merge({ storeId: storeB.id, userId: adviserA.id }).create()
  const ownerC = await vendor('Dueño C')
  await store(ownerC, [kia.id])
  const ownerD = await vendor('Dueño D')
  await store(ownerD, [mazda], false)
  await fixtures.buyer.merge({ isVendor: true }).save()
  await store(fixtures.buyer, [mazda])
  return { ...fixtures, ownerA, adviserA, ownerB, ownerC, ownerD, told: [ownerA, adviserA, ownerB] }
}

export async function submit(
  client: any,
  buyer: User,
  body: Record<string, unknown>
): Promise<{ id: number; code: string }> {
  const response = await client
    .post(SUBMIT)
    .json(body)
    .loginAs(buyer)
    .withCsrfToken()
    .accept('json')
  response.assertStatus(201)
  return response.body().data
}

export const ids = (users: User[]) => users.map((user) => user.id).sort((a, b) => a - b)

export async function outboxTo(
  recipient: string | null | undefined,
  channel: 'whatsapp' | 'email'
) {
  return OutboxMessage.query()
    .where('channel', channel)
    .where('recipient', recipient ?? '-')
}
