import { Alert, Button, Divider, Group, Kbd, Paper, Stack, Switch, Text, Title, VisuallyHidden } from "@mantine/core";
import { type ReactElement, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { PosCartLine } from "~/api/pos/cart";
import { ReceiptModal } from "../receipt";
import { AddressBookPanel } from "./address-book";
import { CartBar } from "./cart-bar";
import { CartLine } from "./cart-line";
import { CONFIRM_KEY, useCheckoutKeys } from "./checkout-keys";
import { CustomerPicker } from "./customer-picker";
import { PaymentFields } from "./payment-fields";
import { TotalsPanel } from "./totals-panel";
import { useAddedHighlight, type CartAddition } from "./use-added-highlight";
import { usePlaces } from "./use-places";
import { useCheckout, type Checkout } from "./use-checkout";
import { VoucherField } from "./voucher-field";

export interface CheckoutPaneProps {
  /** The cart as the page's loader read it. */
  initialLines: PosCartLine[];
  /** Bumped when the product browser added to the cart. */
  cartVersion: number;
  /** The browser's latest addition: its line is highlighted and announced. */
  added: CartAddition | null;
  onSold: () => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}

/** The shipping switch and, when on, the customer's address book (or why it cannot be shown). */
function ShippingSection({ c, places }: { c: Checkout; places: ReturnType<typeof usePlaces> }) {
  const { t } = useTranslation();
  const needAddress = c.attempted && c.problems.shipping === "needAddress" ? t("pos.checkout.shipping.needAddress") : undefined;
  return (
    <Stack gap="xs">
      <Switch
        classNames={{ body: "pos-touch-row" }}
        label={t("pos.checkout.shipping.label")}
        description={c.shipping ? undefined : t("pos.checkout.shipping.hint")}
        checked={c.shipping}
        onChange={(event) => c.setShipping(event.currentTarget.checked)}
      />
      {c.shipping && !c.customer ? (
        <Text size="sm" c="red.9" fw={500} role="alert">
          {t("pos.checkout.shipping.needCustomer")}
        </Text>
      ) : null}
      {c.shipping && c.customer ? (
        <AddressBookPanel
          customerId={c.customer.id}
          customerName={c.customer.name}
          customerEmail={c.customer.email}
          book={c.book}
          places={places}
          value={c.addressId}
          onChange={c.setAddressId}
          error={needAddress}
        />
      ) : null}
      {c.cart.shippingError ? (
        <Alert color="red" variant="light" role="alert">
          {c.cart.shippingError}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** What stops or stopped the sale, above the confirm button. */
function SaleAlerts({ c }: { c: Checkout }) {
  const { t } = useTranslation();
  const messages: string[] = [];
  if (c.attempted && c.problems.unshippable?.length) messages.push(t("pos.checkout.shipping.unshippable"));
  // Said while a refused line still carries its message (a changed line loses it).
  if (c.saleErrors && Object.keys(c.saleErrors.lines).some((id) => c.cart.lineErrors[Number(id)]?.length))
    messages.push(t("pos.checkout.confirm.refused"));
  for (const message of c.saleErrors?.general ?? []) messages.push(message);
  if (!messages.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="pos-sale-error">
      {messages.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}

/** The keys of the pane, and where the cart lives. */
function KeyHints() {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" data-testid="pos-key-hints">
        <Kbd>+</Kbd> / <Kbd>-</Kbd> {t("pos.checkout.keys.lastLine")} · <Kbd>{CONFIRM_KEY}</Kbd> {t("pos.checkout.keys.confirm")} ·{" "}
        <Kbd>Esc</Kbd> {t("pos.checkout.keys.close")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("pos.checkout.serverCart")}
      </Text>
    </Stack>
  );
}

/**
 * The right pane of /pos/manager: customer, cart, shipping, voucher, payment, the server's totals
 * and the confirm button, then the receipt. Keys: `+`/`-` on the last line, F9 confirms, Esc
 * closes the receipt and leaves the focus in the product search for the next customer.
 */
export function CheckoutPane({ initialLines, cartVersion, added, onSold, searchRef }: CheckoutPaneProps): ReactElement {
  const { t } = useTranslation();
  const c = useCheckout({ initialLines, cartVersion, onSold, searchRef });
  const highlight = useAddedHighlight(added, c.cart.lines);
  const places = usePlaces(c.shipping);
  useCheckoutKeys((key) => {
    if (key === "confirm") void c.confirm();
    else c.stepLast(key === "increase" ? 1 : -1);
  });
  const lines = c.cart.lines;
  const offlineMethodError =
    c.saleErrors?.fields.offline_payment_method?.join(" ") ??
    (c.attempted && c.problems.offlineMethod ? t("pos.checkout.payment.methodRequired") : undefined);
  const quoted = c.cart.quote.kind === "ready" ? c.cart.quote.quote : null;

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="pos-checkout-title"
      data-testid="pos-checkout"
      className="pos-till-pane"
    >
      {/* What a tap added, said politely (a new node each time, so the same item twice is said twice). */}
      <VisuallyHidden aria-live="polite" data-testid="pos-added-announcement">
        {highlight.announcement ? <span key={added?.seq}>{t("pos.browser.added", { title: highlight.announcement })}</span> : null}
      </VisuallyHidden>
      <Stack gap="md" className="pos-till-scroll" data-testid="pos-checkout-scroll" pb="sm">
        <Title order={2} size="h4" id="pos-checkout-title" tabIndex={-1}>
          {t("pos.checkout.title")}
        </Title>
        <Stack gap="xs" component="section" aria-label={t("pos.checkout.cart.title")}>
          {c.cart.loadError ? (
            <Alert color="red" variant="light" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{c.cart.loadError}</Text>
                <Button size="xs" variant="default" onClick={() => void c.cart.reload()}>
                  {t("pos.checkout.cart.retry")}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="pos-cart-empty">
              {t("pos.checkout.cart.empty")}
            </Text>
          ) : (
            lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                busy={c.cart.busy.has(line.id)}
                justAdded={highlight.highlighted === line.id}
                errors={c.cart.lineErrors[line.id] ?? []}
                destination={c.destination}
                places={places}
                unshippable={c.problems.unshippable?.includes(line.id) ?? false}
                onStep={(delta) => void c.cart.step(line, delta)}
                onRemove={() => void c.cart.remove(line)}
                onChoose={(choice) => void c.cart.choose(choice)}
              />
            ))
          )}
        </Stack>

        {/* The cart first: on a tablet its lines are what the cashier watches; the customer follows. */}
        <CustomerPicker key={c.saleNumber} value={c.customer} onChange={c.pickCustomer} />
        <ShippingSection c={c} places={places} />
        <Divider />
        <VoucherField
          key={`voucher-${c.saleNumber}`}
          input={c.voucherInput}
          applied={c.voucher}
          offered={quoted?.voucher ? quoted.voucher.offered : null}
          error={c.voucherError}
          busy={c.voucherBusy}
          onInput={c.setVoucherInput}
          onApply={() => void c.applyVoucher()}
          onRemove={c.removeVoucher}
        />
        <PaymentFields
          value={c.payment}
          onChange={c.setPayment}
          errors={{
            offline_payment_method: offlineMethodError,
            offline_trans_id: c.saleErrors?.fields.offline_trans_id?.join(" "),
            offline_payment_proof: c.saleErrors?.fields.offline_payment_proof?.join(" "),
          }}
        />
        <KeyHints />
      </Stack>
      {/* Pinned under the scrolling part: the totals and Confirm are always in view. */}
      <Stack gap="sm" className="pos-till-footer" data-testid="pos-checkout-footer">
        <TotalsPanel
          state={c.cart.quote}
          shipping={!c.shipping ? "off" : c.addressId === null ? "unknown" : "known"}
          onRetry={c.cart.requote}
        />
        <SaleAlerts c={c} />
        <Button
          size="md"
          fullWidth
          loading={c.confirming}
          disabled={lines.length === 0}
          onClick={() => void c.confirm()}
          aria-keyshortcuts={CONFIRM_KEY}
          rightSection={<Kbd aria-hidden="true">{CONFIRM_KEY}</Kbd>}
          data-testid="pos-confirm"
        >
          {t("pos.checkout.confirm.button")}
        </Button>
      </Stack>
      <CartBar lines={lines} quote={c.cart.quote} />
      <ReceiptModal order={c.receipt} onClose={c.closeReceipt} />
    </Paper>
  );
}
