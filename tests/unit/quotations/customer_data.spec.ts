import { test } from '@japa/runner'
import { customerFields, seesCustomerData } from '#quotations/rules/customer_data'

const request = (storeId: number | null) => ({
  userId: 7,
  storeId,
  vehicleOwnerIdentification: '1020304050',
  vehiclePropertyCard: 'property-cards/a.webp',
  user: { fullName: 'Ana Gómez', mobile: '3001112233', email: 'ana@example.com' },
})
const vendor = (rights: { store?: boolean; marketplace?: boolean } = {}) => ({
  userId: 9,
  staff: false,
  showCustomerData: Boolean(rights.store),
  showCustomerDataMarketplace: Boolean(rights.marketplace),
})

test.group('Customer data rule', () => {
  test('{label}')
    .with([
      {
        label: 'a vendor without rights sees nothing',
        viewer: vendor(),
        storeId: null,
        sees: false,
      },
      {
        label: 'the marketplace right opens marketplace rows',
        viewer: vendor({ marketplace: true }),
        storeId: null,
        sees: true,
      },
      {
        label: 'but not store rows',
        viewer: vendor({ marketplace: true }),
        storeId: 3,
        sees: false,
      },
      {
        label: 'the store right opens store rows',
        viewer: vendor({ store: true }),
        storeId: 3,
        sees: true,
      },
      {
        label: 'but not marketplace rows',
        viewer: vendor({ store: true }),
        storeId: null,
        sees: false,
      },
      {
        label: 'staff see every row',
        viewer: { ...vendor(), staff: true },
        storeId: null,
        sees: true,
      },
      {
        label: 'the buyer sees their own',
        viewer: { ...vendor(), userId: 7 },
        storeId: 3,
        sees: true,
      },
    ])
    .run(({ assert }, { viewer, storeId, sees }) => {
      assert.equal(seesCustomerData(viewer, { userId: 7, storeId }), sees)
      const fields = customerFields(viewer, request(storeId))
      assert.equal(fields.ownerIdentification, sees ? '1020304050' : null)
      assert.equal(fields.propertyCard, sees ? 'property-cards/a.webp' : null)
      assert.equal(fields.user?.name ?? null, sees ? 'Ana Gómez' : null)
    })
})
