/**
 * Merging suppliers that share a NIT into the oldest one (run by the migration that makes the
 * active NIT unique, database/migrations/2975_unique_active_supplier_nit.ts): links, ratings and
 * requests of each duplicate move to the kept row (a link the buyer already has with the kept row
 * is dropped, not doubled), then the duplicate is deleted. Takes any knex-like client, so the
 * migration and its test share it.
 */
interface Client {
  from(table: string): any
}

const PIVOTS: { table: string; owner: string }[] = [
  { table: 'buyer_suppliers', owner: 'user_id' },
  { table: 'quotation_request_suppliers', owner: 'quotation_request_id' },
]

export async function mergeDuplicateSuppliers(client: Client) {
  const rows: { id: number; nit: string }[] = await client
    .from('suppliers')
    .select('id', 'nit')
    .whereNotNull('nit')
    .whereNull('deleted_at')
    .orderBy('id', 'asc')
  const keepers = new Map<string, number>()
  let merged = 0
  for (const row of rows) {
    const keep = keepers.get(row.nit)
    if (keep === undefined) {
      keepers.set(row.nit, row.id)
      continue
    }
    for (const { table, owner } of PIVOTS) {
      const links: { id: number; owner: number }[] = await client
        .from(table)
        .select('id', `${owner} as owner`)
        .where('supplier_id', row.id)
      for (const link of links) {
        const twin = await client
          .from(table)
          .where('supplier_id', keep)
          .where(owner, link.owner)
          .first()
        if (twin) await client.from(table).where('id', link.id).delete()
        else await client.from(table).where('id', link.id).update({ supplier_id: keep })
      }
    }
    await client
      .from('supplier_qualifications')
      .where('supplier_id', row.id)
      .update({ supplier_id: keep })
    await client.from('suppliers').where('id', row.id).delete()
    merged += 1
  }
  return merged
}
