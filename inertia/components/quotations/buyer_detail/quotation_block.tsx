import {
  Badge,
  Button,
  Collapse,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconChevronDown, IconChevronUp, IconShieldCheck } from '@tabler/icons-react'
import { ChatSlot } from '~/components/chat/chat_slot'
import { QuotationProducts } from './quotation_products'
import { PurchaseTotal } from './purchase_total'
import { PurchaseFaq } from './faq'
import { VendorReputation } from './vendor_reputation'
import { QuotationActions } from './quotation_actions'
import { DiscardedNote, InfractionsNote, OrdersNote } from './quotation_notes'
import { ReRequestBox, type ReRequestKind } from './rerequest'
import { usePurchase } from './use_purchase'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotation, PurchaseSelection } from './types'

/** The anchor of a block: ?section=quotation-{id} scrolls to it (doc 3 §2). */
export const quotationAnchor = (id: number) => `quotation-${id}`

export interface QuotationBlockProps {
  quotation: BuyerQuotation
  /** 1-based: 'Opción de compra #n'. */
  position: number
  /** More than one quotation: the title shows and folds the block. */
  collapsible: boolean
  opened: boolean
  onToggle: () => void
  /** A marketplace request (no store of its own): the checkout asks for the terms. */
  marketplace: boolean
  onBuy: (selection: PurchaseSelection) => void
  onPaymentLink: (selection: PurchaseSelection) => void
  onDiscard: (quotation: BuyerQuotation) => void
  onReRequest: (kind: ReRequestKind) => void
  /** The request is closed or expired: the quotation's chat is read-only (doc 3 §2.5). */
  requestClosed: boolean
  /** The id `?section=chat` scrolls to, on one block of the page. */
  chatAnchor?: string
}

/**
 * One purchase option (doc 3 §2.3, §2.5): the customer view of a quotation — products with the
 * quantity to buy, the total box, frequently asked questions, the vendor's reputation and the
 * buyer's buttons; or, once expired or closed by the vendor, the re-request box; the buyer's
 * discard, the orders made from it and (staff) its infractions; the chat with the quotation's
 * store, read-only once the request is closed or expired or the quotation expired.
 */
export function QuotationBlock(props: QuotationBlockProps) {
  const { quotation, position, collapsible, opened, onToggle } = props
  const purchase = usePurchase(quotation, props.marketplace)
  const canBuy = quotation.permissions.canBuy
  const totals = canBuy
    ? purchase.totals
    : {
        subtotal: quotation.subtotal,
        shipping: quotation.shipping,
        total: quotation.total,
      }
  const title = (
    <Group gap="xs" wrap="wrap">
      <Title order={2} size="h3">
        {T.option(position)}
      </Title>
      {quotation.editedLabel && (
        <Badge color="yellow" variant="light">
          {quotation.editedLabel}
        </Badge>
      )}
      {quotation.quotationExpired && (
        <Badge color="red" variant="light">
          {T.expiredBadge}
        </Badge>
      )}
    </Group>
  )

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      id={quotationAnchor(quotation.id)}
      data-testid="quotation-block"
      data-quotation-id={quotation.id}
      style={{ scrollMarginTop: 80 }}
    >
      {collapsible ? (
        <UnstyledButton onClick={onToggle} aria-expanded={opened} w="100%">
          <Group justify="space-between" wrap="nowrap">
            {title}
            {opened ? <IconChevronUp size={20} /> : <IconChevronDown size={20} />}
          </Group>
        </UnstyledButton>
      ) : (
        title
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {T.quotationCode(quotation.code)} · {T.validUntil(quotation.validUntilFormatted)}
      </Text>
      {quotation.staffUrl && (
        <Button
          component={Link}
          href={quotation.staffUrl}
          variant="light"
          size="compact-sm"
          mt="xs"
          leftSection={<IconShieldCheck size={16} />}
          data-testid="staff-quotation-link"
        >
          {T.staffQuotation}
        </Button>
      )}

      <Collapse expanded={!collapsible || opened}>
        <Stack gap="md" mt="md">
          <DiscardedNote quotation={quotation} />
          {quotation.quotationExpired && (
            <ReRequestBox
              text={quotation.closedByVendor ? T.closedByVendor : T.expiredQuotation}
              canAct={quotation.permissions.canReRequest}
              onReRequest={props.onReRequest}
              testId="expired-quotation"
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <QuotationProducts
                  items={quotation.quotationDetails}
                  canBuy={canBuy}
                  quantities={purchase.quantities}
                  errors={purchase.itemErrors}
                  onChange={purchase.setQuantity}
                />
                {quotation.observations && (
                  <Paper withBorder radius="md" p="sm">
                    <Text size="xs" c="dimmed">
                      {T.observations}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {quotation.observations}
                    </Text>
                  </Paper>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <PurchaseTotal quotation={quotation} totals={totals} chosen={canBuy} />
                <QuotationActions
                  quotation={quotation}
                  selectionError={purchase.selectionError}
                  select={purchase.select}
                  onBuy={props.onBuy}
                  onPaymentLink={props.onPaymentLink}
                  onDiscard={() => props.onDiscard(quotation)}
                />
                <VendorReputation quotation={quotation} />
              </Stack>
            </Grid.Col>
          </Grid>
          <OrdersNote quotation={quotation} />
          <InfractionsNote quotation={quotation} />
          <ChatSlot
            kind="quotation"
            transactionId={quotation.id}
            storeId={quotation.store?.id}
            disabled={props.requestClosed || quotation.quotationExpired}
            anchor={props.chatAnchor}
          />
          <PurchaseFaq salesModel={quotation.store?.salesModel} />
        </Stack>
      </Collapse>
    </Paper>
  )
}
