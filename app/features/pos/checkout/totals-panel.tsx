import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PosQuote } from "~/api/pos/cart";
import { formatPrice } from "~/ui/inputs/price-input";
import type { QuoteState } from "./use-sale-cart";

/** One row of the totals: a label and its amount, found by tests under `pos-total-<name>`. */
function Row({ name, label, value, strong }: { name: string; label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={`pos-total-${name}`}>
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : 500} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

/** `shipping`: off (nothing shipped), unknown (shipped, no address chosen yet: no price to say) or known. */
type ShippingState = "off" | "unknown" | "known";

function shippingText(
  state: ShippingState,
  price: number,
  money: (value: number) => string,
  t: (key: "pos.checkout.totals.free" | "pos.checkout.totals.shippingPending") => string,
) {
  if (state === "unknown") return t("pos.checkout.totals.shippingPending");
  return price > 0 ? money(price) : t("pos.checkout.totals.free");
}

function Figures({ quote, shipping }: { quote: PosQuote; shipping: ShippingState }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatPrice(value, i18n.language);
  const less = (value: number) => `−${money(value)}`;
  const k = quote.calculated;
  return (
    <Stack gap={4}>
      <Row name="subtotal" label={t("pos.checkout.totals.subtotal", { count: quote.items })} value={money(k.subtotal)} />
      {k.offered_discount > 0 ? <Row name="offer" label={t("pos.checkout.totals.offer")} value={less(k.offered_discount)} /> : null}
      {k.bundle_offer > 0 ? <Row name="bundle" label={t("pos.checkout.totals.bundle")} value={less(k.bundle_offer)} /> : null}
      {shipping !== "off" || k.shipping_price > 0 ? (
        <Row name="shipping" label={t("pos.checkout.totals.shipping")} value={shippingText(shipping, k.shipping_price, money, t)} />
      ) : null}
      {k.voucher_price > 0 ? <Row name="voucher" label={t("pos.checkout.totals.voucher")} value={less(k.voucher_price)} /> : null}
      <Row name="tax" label={t("pos.checkout.totals.tax")} value={money(k.tax)} />
      <Row name="total" label={t("pos.checkout.totals.total")} value={money(k.total_price)} strong />
      {quote.saving > 0 ? (
        <Text size="sm" c="teal.9" fw={500} data-testid="pos-total-saving">
          {t("pos.checkout.totals.saving", { amount: money(quote.saving) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The totals of the sale as `cart/quote` prices it (the figures the order will have; nothing is
 * added up here). Shipping before an address is chosen is "not known yet", never "free". While a new quote is on its way the last one stays, dimmed; a failure says so
 * with a retry.
 */
export function TotalsPanel({ state, shipping, onRetry }: { state: QuoteState; shipping: ShippingState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.kind === "empty") {
    return (
      <Text size="sm" c="dimmed">
        {t("pos.checkout.totals.empty")}
      </Text>
    );
  }
  const shown = state.kind === "ready" ? state.quote : state.last;
  const loading = state.kind === "loading";
  return (
    <Stack gap="xs" data-testid="pos-totals" aria-busy={loading} aria-label={t("pos.checkout.totals.title")} role="region">
      {state.kind === "error" ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{state.message}</Text>
            <Button size="xs" variant="default" onClick={onRetry}>
              {t("pos.checkout.totals.retry")}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {loading ? (
        <Group gap="xs" data-testid="pos-totals-loading">
          <Loader size="xs" aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {t("pos.checkout.totals.loading")}
          </Text>
        </Group>
      ) : null}
      {shown ? (
        <Box style={{ opacity: state.kind === "ready" ? 1 : 0.6 }}>
          <Figures quote={shown} shipping={shipping} />
        </Box>
      ) : null}
    </Stack>
  );
}
