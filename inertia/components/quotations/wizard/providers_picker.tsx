import { useEffect, useState } from 'react'
import { Alert, Checkbox, MultiSelect, Paper } from '@mantine/core'
import type { PartsFormApi } from '~/components/quotations/wizard/wizard_forms'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { SupplierRow } from '~/components/quotations/requests/types'

/** A supplier of the buyer (app/stores/transformers/supplier_transformer.ts). */
export type Supplier = Pick<SupplierRow, 'id' | 'razon_social'>

/**
 * 'Enviar a mis proveedores' (doc 2 §2 step 2, signed-in buyers): the checkbox and the
 * multi-select of the buyer's own suppliers; at least one is required once ticked.
 */
export function ProvidersPicker({ form }: { form: PartsFormApi }) {
  const [suppliers, setSuppliers] = useState<Supplier[]>([])
  const { sendToProviders, providerIds } = form.getValues()

  useEffect(() => {
    void api<{ data: Supplier[] }>(
      'GET',
      urlFor('api.satda.proveedor.index', {}, { qs: { page: 1, pageSize: 200 } })
    ).then((response) => {
      if (response.ok) setSuppliers(response.body.data)
    })
  }, [])

  return (
    <Paper withBorder p="md" radius="md">
      <Checkbox
        label="Enviar a mis proveedores"
        checked={sendToProviders}
        onChange={(event) => {
          form.setFieldValue('sendToProviders', event.currentTarget.checked)
          form.clearFieldError('providerIds')
        }}
      />
      {sendToProviders && (
        <MultiSelect
          mt="sm"
          label="Mis proveedores"
          placeholder={
            suppliers.length ? 'Elige uno o varios' : 'Aún no tienes proveedores vinculados'
          }
          data={suppliers.map((supplier) => ({
            value: String(supplier.id),
            label: supplier.razon_social,
          }))}
          value={providerIds.map(String)}
          onChange={(values) => form.setFieldValue('providerIds', values.map(Number))}
          searchable
          nothingFoundMessage="Sin resultados"
        />
      )}
      {form.errors.providerIds && (
        <Alert color="red" variant="light" mt="sm">
          {form.errors.providerIds}
        </Alert>
      )}
    </Paper>
  )
}
