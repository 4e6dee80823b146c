import { Group, Radio, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PosCartLine, ShippingChoice } from "~/api/pos/cart";
import { formatPrice } from "~/ui/inputs/price-input";
import { choiceFor, currentOption, lineOptions, pickupPlaceText, type Destination } from "./shipping-options";
import type { Places } from "./use-places";

/**
 * How one line reaches the customer's address: delivery from its rule's place, or pickup at the
 * rule's pickup point, each with the place's price ("Free" at 0); or the message that the product
 * cannot be shipped there. A choice is saved on the cart row at once (`cart/update-shipping`).
 */
export function LineShipping({
  line,
  destination,
  places,
  disabled,
  onChoose,
}: {
  line: PosCartLine;
  destination: Destination;
  places: Places;
  disabled: boolean;
  onChoose: (choice: ShippingChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = lineOptions(line, destination);
  const title = line.flash_product?.title ?? "";
  const price = (value: number) => (value > 0 ? formatPrice(value, i18n.language) : t("pos.checkout.shipping.free"));

  if (!options.delivery && !options.pickup) {
    return (
      <Text size="sm" c="red.9" fw={500} data-testid="pos-line-unshippable">
        {t("pos.checkout.shipping.cannotShip", {
          state: destination.state ? places.stateName(destination.country, destination.state) : "",
          country: places.countryName(destination.country),
        }).replace(/\s+/g, " ")}
      </Text>
    );
  }
  const current = currentOption(line, options);
  return (
    <Radio.Group
      label={t("pos.checkout.shipping.choice", { title })}
      size="xs"
      value={current}
      onChange={(value) => {
        if (value === "delivery" || value === "pickup") onChoose(choiceFor(line, options, value));
      }}
    >
      <Group gap="md" mt={4}>
        {options.delivery ? (
          <Radio
            value="delivery"
            disabled={disabled}
            label={t("pos.checkout.shipping.delivery", { price: price(options.delivery.price) })}
          />
        ) : null}
        {options.pickup ? (
          <Radio
            value="pickup"
            disabled={disabled}
            label={t("pos.checkout.shipping.pickup", {
              place: pickupPlaceText(options.pickup) || t("pos.checkout.shipping.pickupPoint"),
              price: price(options.pickup.pickup_price),
            })}
          />
        ) : null}
      </Group>
    </Radio.Group>
  );
}
