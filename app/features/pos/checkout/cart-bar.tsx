import { Button } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PosCartLine } from "~/api/pos/cart";
import { formatPrice } from "~/ui/inputs/price-input";
import type { QuoteState } from "./use-sale-cart";

/*
 * A phone's till (below 768 px) stacks the cart under the products: this bar, fixed at the bottom
 * of the window (till.css hides it on wider screens), says how many items the cart holds and its
 * total, and takes the cashier to the cart.
 */

function totalOf(state: QuoteState): number | null {
  if (state.kind === "ready") return state.quote.calculated.total_price;
  if (state.kind === "loading" || state.kind === "error") return state.last?.calculated.total_price ?? null;
  return null;
}

export function CartBar({ lines, quote }: { lines: readonly PosCartLine[]; quote: QuoteState }) {
  const { t, i18n } = useTranslation();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = totalOf(quote);
  const goToCart = () => {
    const heading = document.getElementById("pos-checkout-title");
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className="pos-till-cart-bar">
      <Button
        fullWidth
        size="md"
        leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
        onClick={goToCart}
        data-testid="pos-cart-bar"
      >
        {total === null
          ? t("pos.layout.cartBarEmpty", { count })
          : t("pos.layout.cartBar", { count, total: formatPrice(total, i18n.language) })}
      </Button>
    </div>
  );
}
