import { useEffect, useMemo, useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import {
  IconBrandWhatsapp,
  IconDeviceFloppy,
  IconHistory,
  IconPlus,
  IconSend,
} from '@tabler/icons-react'
import type { ServiceCosts } from '@rules/quotations/rules/pricing'
import { openConfirmModal } from '~/lib/confirm'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { ProductsTable } from './products_table'
import { QuotationSettings } from './quotation_settings'
import { TotalsBox } from './totals_box'
import { ImageViewer } from './image_viewer'
import { CloseQuotationButton } from './close_quotation_button'
import {
  itemFor,
  livePricing,
  newQuotationValues,
  quotationValues,
  type ItemValues,
} from './quotation_values'
import { useQuotationForm } from './use_quotation_form'
import { useQuotationActions } from './use_quotation_actions'
import { useAdvisers } from './use_advisers'
import { useServiceCosts } from './use_service_costs'
import type { VendorQuotation, VendorRequestDetail } from './types'
import { QUOTE_TEXTS as T } from './texts'

const ProductModal = lazyNamed(() => import('./product_modal'), 'ProductModal')

export interface QuotationFormProps {
  request: VendorRequestDetail
  /** The store's saved quotation being edited; null for a new one. */
  quotation: VendorQuotation | null
  storeId: number
  today: string
  checkContactData: boolean
  /** Something was sent or saved: read the request again. */
  onChanged: () => void
}

/** First message of each row among the form's errors (`items.N.field`). */
function rowErrorsOf(errors: Record<string, React.ReactNode>) {
  const rows: Record<number, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)(\.|$)/.exec(path)
    if (match && rows[Number(match[1])] === undefined) rows[Number(match[1])] = String(message)
  }
  return rows
}

/**
 * The vendor's quotation form (doc 3 §2.2, §4.2, §5): the products table with the register /
 * edit modal, 'Agregar otra autoparte', observations, shipping, validity, seller, the live
 * totals with the commission and what the vendor receives, and the buttons — 'Enviar
 * Cotización' for a new one; 'Guardar' and 'Guardar y Notificar al cliente' (only once
 * something changed) and 'Cerrar' for a saved one; 'Contactar Cliente' when the customer's
 * WhatsApp is visible. What is typed is kept as a local draft until it is sent.
 */
export function QuotationForm(props: QuotationFormProps) {
  const { request, quotation, storeId, today } = props
  const advisers = useAdvisers(true)
  const draft = useMemo(
    () => ({ requestId: request.id, storeId, quotationId: quotation?.id ?? 0 }),
    [request.id, storeId, quotation?.id]
  )
  const [initial] = useState(() =>
    quotation ? quotationValues(quotation) : newQuotationValues(request, today)
  )
  const { form, restored, discardDraft, presetSeller } = useQuotationForm({
    initial,
    draft,
    today,
    checkContactData: props.checkContactData,
    sellerRequired: advisers.required,
  })
  const costs = useServiceCosts(request.id, quotation)
  const actions = useQuotationActions({
    form,
    requestId: request.id,
    quotationId: quotation?.id ?? null,
    draft,
    onChanged: props.onChanged,
  })
  const [editing, setEditing] = useState<number | null>(null)
  const [viewing, setViewing] = useState<ItemValues | null>(null)

  useEffect(() => {
    if (advisers.preset !== null) presetSeller(String(advisers.preset))
    // once the advisers arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [advisers.preset])

  const values = form.getValues()
  const pricing = livePricing(
    values,
    costs ?? ZERO_COSTS,
    quotation?.shipping_rules ?? request.shippingRules
  )
  const dirty = form.isDirty()
  const whatsapp = request.user?.whatsapp
    ? `${request.user.whatsapp}?text=${encodeURIComponent(T.contactMessage(request.user.name, request.code))}`
    : null

  const addPart = () => {
    form.insertListItem('items', itemFor(null))
    setEditing(values.items.length)
  }

  const askRemove = (index: number) => {
    const item = values.items[index]
    openConfirmModal({
      title: T.confirmRemoveTitle,
      children: (
        <Text size="sm">{(item.id ? T.confirmRemoveSaved : T.confirmRemove)(item.name)}</Text>
      ),
      labels: { confirm: T.confirm, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void actions.remove(index),
    })
  }

  return (
    <Stack gap="md" data-testid="quotation-form">
      {restored && (
        <Alert color="blue" variant="light" icon={<IconHistory />} data-testid="draft-restored">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">{T.draftRestored}</Text>
            <Button size="compact-sm" variant="subtle" onClick={discardDraft}>
              {T.draftDiscard}
            </Button>
          </Group>
        </Alert>
      )}
      {!quotation && (
        <Text size="sm" c="dimmed">
          {T.help}
        </Text>
      )}
      <ProductsTable
        items={values.items}
        rowErrors={rowErrorsOf(form.errors)}
        onEdit={setEditing}
        onRemove={askRemove}
        onPhoto={setViewing}
      />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addPart}>
          {T.addPart}
        </Button>
      </Group>
      <QuotationSettings form={form} today={today} advisers={advisers} />
      <TotalsBox pricing={pricing} costs={costs} />
      <Group justify="flex-end" gap="xs" wrap="wrap">
        {whatsapp && (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            color="green"
            leftSection={<IconBrandWhatsapp size={16} />}
          >
            {T.contactCustomer}
          </Button>
        )}
        {quotation && (
          <CloseQuotationButton
            quotationId={quotation.id}
            draft={draft}
            onClosed={props.onChanged}
          />
        )}
        {quotation && dirty && (
          <>
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={actions.busy === 'save'}
              onClick={() => void actions.save(false)}
            >
              {T.save}
            </Button>
            <Button loading={actions.busy === 'notify'} onClick={() => void actions.save(true)}>
              {T.saveAndNotify}
            </Button>
          </>
        )}
        {!quotation && (
          <Button
            leftSection={<IconSend size={16} />}
            loading={actions.busy === 'send'}
            onClick={() => void actions.send()}
          >
            {T.send}
          </Button>
        )}
      </Group>

      <OnDemand when={editing !== null}>
        <ProductModal
          index={editing}
          items={values.items}
          parts={request.details}
          errorsOf={(index) => itemErrorsOf(form.errors, index)}
          costs={costs}
          onSave={(index, item) => {
            form.setFieldValue(`items.${index}`, item)
            form.clearFieldError(`items.${index}`)
            for (const field of Object.keys(item)) form.clearFieldError(`items.${index}.${field}`)
          }}
          onNavigate={setEditing}
        />
      </OnDemand>
      <ImageViewer photo={viewing} onClose={() => setViewing(null)} />
    </Stack>
  )
}

const ZERO_COSTS: ServiceCosts = { serviceCost: '0', serviceCostPercent: '0' }

/** The form's messages of row `index`, by field. */
function itemErrorsOf(errors: Record<string, React.ReactNode>, index: number) {
  const prefix = `items.${index}.`
  const result: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) result[path.slice(prefix.length)] = String(message)
  }
  return result
}
