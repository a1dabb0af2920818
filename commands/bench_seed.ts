import { writeFile } from 'node:fs/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Fixtures for the benchmarks in bench/ (never run it on real data: it adds rows). Creates a
 * Colombian city and brand, a vendor store with the GO module and that brand, optionally
 * `--advisers` adviser users with API tokens (SSE fan-out) and `--requests` open marketplace
 * requests with two parts each (Pendientes), optionally `--quoting-stores` more GO stores of
 * that brand whose owners race to quote (with tokens), and a buyer with a token. Writes the ids
 * and tokens to tmp/bench-fixtures.json.
 */
export default class BenchSeed extends BaseCommand {
  static commandName = 'bench:seed'
  static description = 'Seed the fixtures of the benchmarks (bench/README.md)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Open requests for the Pendientes benchmark', default: 0 })
  declare requests: number

  @flags.number({ description: 'Adviser users (with tokens) listening on SSE', default: 0 })
  declare advisers: number

  @flags.number({
    description: 'More GO stores selling the brand, each owner with a token (quotation race)',
    default: 0,
  })
  declare quotingStores: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: User } = await import('#users/models/user')
    const { DateTime } = await import('luxon')
    const { searchText } = await import('#core/services/search_text')
    const now = DateTime.now().toSQL({ includeOffset: false })!
    const expires = DateTime.now().plus({ days: 7 }).toSQL({ includeOffset: false })!

    const [departmentId] = await db.table('localization_zones').insert({
      country_code: 'CO',
      type: 'department',
      code: '05',
      name: 'Antioquia',
      full_name: 'Antioquia',
      search_name: 'antioquia',
      is_capital: false,
    })
    const [cityId] = await db.table('localization_zones').insert({
      country_code: 'CO',
      type: 'city',
      code: '05001',
      name: 'Medellín',
      full_name: 'Medellín, Antioquia',
      search_name: searchText('Medellín, Antioquia'),
      parent_id: departmentId,
      is_capital: true,
    })
    const [brandId] = await db
      .table('vehicle_brands')
      .insert({ name: 'Mazda', slug: 'mazda', popular: true, is_active: true, created_at: now })

    const owner = await User.create({
      fullName: 'Vendedor Bench',
      email: 'vendedor.bench@repuestos.local',
      mobile: '3009000000',
      password: 'Bench2026!',
      userKind: 'vendor',
      isVendor: true,
      emailVerified: true,
      mobileVerified: true,
    })
    const buyer = await User.create({
      fullName: 'Comprador Bench',
      email: 'comprador.bench@repuestos.local',
      mobile: '3009000001',
      password: 'Bench2026!',
      userKind: 'buyer',
      emailVerified: true,
      mobileVerified: true,
      cityId: Number(cityId),
    })
    const [storeId] = await db.table('stores').insert({
      user_id: owner.id,
      name: 'Tienda Bench',
      url_path: 'tienda-bench',
      country_code: 'CO',
      city_id: cityId,
      go_module_active: true,
      sales_model: 'orders',
      service_cost: 2000,
      service_cost_percent: 0.05,
      is_active: true,
      allow_store_pickup: false,
      allow_payment_against_delivery: false,
      addressing_after_transaction: false,
      created_at: now,
    })
    await db.table('store_vehicle_brands').insert({ store_id: storeId, vehicle_brand_id: brandId })

    // staff reading every store's reports (bench/reports.mjs)
    const admin = await User.create({
      fullName: 'Administrador Bench',
      email: 'admin.bench@repuestos.local',
      mobile: '3009000002',
      password: 'Bench2026!',
      userKind: 'buyer',
      isAdmin: true,
      emailVerified: true,
      mobileVerified: true,
    })
    const tokens = {
      owner: (await User.accessTokens.create(owner)).value!.release(),
      buyer: (await User.accessTokens.create(buyer)).value!.release(),
      admin: (await User.accessTokens.create(admin)).value!.release(),
    }

    const adviserTokens: { userId: number; token: string }[] = []
    for (let start = 0; start < this.advisers; start += 500) {
      const batch = Array.from(
        { length: Math.min(500, this.advisers - start) },
        (_, i) => start + i
      )
      const users = await User.createMany(
        batch.map((i) => ({
          fullName: `Asesor Bench ${i}`,
          email: `asesor${i}.bench@repuestos.local`,
          mobile: `31${String(i).padStart(8, '0')}`,
          password: null,
          userKind: 'vendor' as const,
          isVendor: true,
          emailVerified: true,
          mobileVerified: true,
        }))
      )
      await db.table('store_advisers').multiInsert(
        users.map((u) => ({
          store_id: storeId,
          user_id: u.id,
          name: u.fullName,
          is_active: true,
          created_at: now,
        }))
      )
      for (const u of users)
        adviserTokens.push({
          userId: u.id,
          token: (await User.accessTokens.create(u)).value!.release(),
        })
    }

    for (let start = 0; start < this.requests; start += 250) {
      const size = Math.min(250, this.requests - start)
      const rows = Array.from({ length: size }, (_, i) => ({
        code: `SC-B${String(start + i).padStart(7, '0')}`,
        user_id: buyer.id,
        brand_id: brandId,
        vehicle_model: 'Mazda 3',
        vehicle_year: 2015 + ((start + i) % 10),
        city_id: cityId,
        country_code: 'CO',
        quote_by_product: false,
        is_closed: false,
        quotations_count: 0,
        send_to_marketplace: true,
        vehicle_is_verified: false,
        found_by_plate: false,
        expires_at: expires,
        created_at: now,
      }))
      await db.table('quotation_requests').multiInsert(rows)
      const ids = await db
        .from('quotation_requests')
        .whereIn(
          'code',
          rows.map((r) => r.code)
        )
        .select('id')
      await db.table('quotation_request_details').multiInsert(
        ids.flatMap(({ id }) => [
          {
            quotation_request_id: id,
            name: 'Pastillas de freno',
            amount: 1,
            quotations_count: 0,
            created_at: now,
          },
          {
            quotation_request_id: id,
            name: 'Filtro de aceite',
            amount: 2,
            quotations_count: 0,
            created_at: now,
          },
        ])
      )
    }

    const quotingStores: { storeId: number; userId: number; token: string }[] = []
    for (let i = 0; i < this.quotingStores; i++) {
      const vendor = await User.create({
        fullName: `Vendedor Carrera ${i}`,
        email: `carrera${i}.bench@repuestos.local`,
        mobile: `32${String(i).padStart(8, '0')}`,
        password: null,
        userKind: 'vendor',
        isVendor: true,
        emailVerified: true,
        mobileVerified: true,
      })
      const [quotingStoreId] = await db.table('stores').insert({
        user_id: vendor.id,
        name: `Tienda Carrera ${i}`,
        url_path: `tienda-carrera-${i}`,
        country_code: 'CO',
        city_id: cityId,
        go_module_active: true,
        sales_model: 'orders',
        service_cost: 2000,
        service_cost_percent: 0.05,
        is_active: true,
        allow_store_pickup: false,
        allow_payment_against_delivery: false,
        addressing_after_transaction: false,
        created_at: now,
      })
      await db
        .table('store_vehicle_brands')
        .insert({ store_id: quotingStoreId, vehicle_brand_id: brandId })
      quotingStores.push({
        storeId: Number(quotingStoreId),
        userId: vendor.id,
        token: (await User.accessTokens.create(vendor)).value!.release(),
      })
    }
    const requestIds =
      this.quotingStores > 0
        ? (await db.from('quotation_requests').orderBy('id').select('id')).map((r) => Number(r.id))
        : []

    await writeFile(
      this.app.makePath('tmp/bench-fixtures.json'),
      JSON.stringify(
        {
          storeId: Number(storeId),
          brandId: Number(brandId),
          cityId: Number(cityId),
          ownerId: owner.id,
          buyerId: buyer.id,
          tokens,
          advisers: adviserTokens,
          quotingStores,
          requestIds,
        },
        null,
        2
      )
    )
    this.logger.success(`bench fixtures: ${this.requests} requests, ${this.advisers} advisers`)
  }
}
