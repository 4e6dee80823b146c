import { ActionIcon, Anchor, Button, Group, Image, Paper, Popover, Stack, Text } from "@mantine/core";
import { IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PosCartLine, ShippingChoice } from "~/api/pos/cart";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { formatPrice } from "~/ui/inputs/price-input";
import { mediaUrl } from "~/ui/media";
import { LineShipping } from "./line-shipping";
import { linePrice, stockOf, variantText } from "./line-view";
import type { Destination } from "./shipping-options";
import type { Places } from "./use-places";

export interface CartLineProps {
  line: PosCartLine;
  busy: boolean;
  /** The line the cashier just added: briefly highlighted (till.css). */
  justAdded?: boolean;
  errors: readonly string[];
  /** Set when shipping to an address: the line's delivery choice shows. */
  destination: Destination | null;
  places: Places;
  unshippable: boolean;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
  onChoose: (choice: ShippingChoice) => void;
}

/**
 * One cart line: image, product (a link to its form), variant, bundle deal, the quantity stepper
 * (each press one `cart/action` of ±1), the unit price × quantity with the free units, removal after
 * a one-question popover (one click away from undoing a mis-scan, but never by a stray click), the
 * delivery choice when shipping, and the server's messages about the line (stock, status).
 */
export function CartLine({
  line,
  busy,
  justAdded = false,
  errors,
  destination,
  places,
  unshippable,
  onStep,
  onRemove,
  onChoose,
}: CartLineProps) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const product = line.flash_product;
  const title = product?.title ?? `#${line.product_id}`;
  const price = linePrice(line);
  const variant = variantText(line);
  const image = mediaUrl(product?.image, { thumb: true });
  const marked = errors.length > 0 || unshippable;

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid="pos-cart-line"
      data-line-id={line.id}
      data-marked={marked || undefined}
      data-just-added={justAdded || undefined}
      className="pos-cart-line"
      style={marked ? { borderColor: "var(--mantine-color-red-9)", borderWidth: 2 } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {image ? <Image src={image} alt="" w={44} h={44} fit="contain" radius="sm" /> : null}
        {/* A finger's target on the till: the link is 44 px tall, its title two lines at most. */}
        <Anchor
          component={AppLink}
          to={urls.products.edit(line.product_id)}
          size="sm"
          fw={600}
          mih={44}
          display="block"
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text span inherit lineClamp={2}>
            {title}
          </Text>
        </Anchor>
        {/* Removal sits beside the title, away from + and −, so a slip on the stepper never asks it. */}
        <Popover opened={asking} onChange={setAsking} position="bottom-end" withArrow trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t("pos.checkout.line.remove", { title })}
              disabled={busy}
              onClick={() => setAsking((open) => !open)}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" mb="xs">
              {t("pos.checkout.line.removeQuestion", { title })}
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button size="md" variant="default" onClick={() => setAsking(false)}>
                {t("common.cancel")}
              </Button>
              <Button
                size="md"
                color="red.9"
                data-autofocus
                onClick={() => {
                  setAsking(false);
                  onRemove();
                }}
              >
                {t("pos.checkout.line.removeConfirm")}
              </Button>
            </Group>
          </Popover.Dropdown>
        </Popover>
      </Group>
      {/* The variant and the price beside the stepper: a line of the cart is two rows of 44 px. */}
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {variant ? (
            <Text size="xs" c="dimmed" data-testid="pos-line-variant">
              {variant}
            </Text>
          ) : null}
          {product?.bundle_deal ? (
            <Text size="xs" c="teal.9">
              {t("pos.checkout.line.bundle", { title: product.bundle_deal.title })}
            </Text>
          ) : null}
          <Text size="sm" data-testid="pos-line-price">
            {price.unit < price.regular ? (
              <Text span size="xs" td="line-through" c="dimmed" mr={4}>
                {formatPrice(price.regular, i18n.language)}
              </Text>
            ) : null}
            {t("pos.checkout.line.price", { price: formatPrice(price.unit, i18n.language), quantity: line.quantity })}
            {price.free > 0 ? ` ${t("pos.checkout.line.free", { count: price.free })}` : ""}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" role="group" aria-label={t("pos.checkout.line.quantity", { title })}>
          <ActionIcon
            variant="default"
            aria-label={t("pos.checkout.line.decrease", { title })}
            disabled={busy || line.quantity <= 1}
            onClick={() => onStep(-1)}
          >
            <IconMinus size={14} aria-hidden="true" />
          </ActionIcon>
          <Text size="md" fw={600} miw={36} ta="center" data-testid="pos-line-quantity" aria-live="polite">
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t("pos.checkout.line.increase", { title })}
            disabled={busy || line.quantity >= stockOf(line)}
            onClick={() => onStep(1)}
          >
            <IconPlus size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      {destination ? (
        <Stack mt="xs" gap={2}>
          <LineShipping line={line} destination={destination} places={places} disabled={busy} onChoose={onChoose} />
        </Stack>
      ) : null}
      {errors.length ? (
        <Stack gap={2} mt="xs" role="alert" data-testid="pos-line-errors">
          {errors.map((message) => (
            <Text key={message} size="sm" c="red.9">
              {message}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
