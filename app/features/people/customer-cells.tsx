import { Anchor, Badge, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { screenById, type ScreenId } from "~/routing/screens";
import { urls, type RecordId } from "~/routing/urls";
import { formatForeignPrice, formatPrice, shopCurrency } from "~/ui/inputs/price-input";
import { TitleCell } from "~/ui/list-page/cells";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Cells of the customer's sub-lists: links to the records that have a page of their own, amounts,
 * yes/no chips. A link shows only where the user may open its page (a vendor without
 * `product.view` sees the product's name, not a link to a 403 page).
 */

/** A record screen's URL builder (`urls.orders.detail`): the path of a record, and its screen. */
export interface RecordUrl {
  (id: RecordId): string;
  readonly screen: ScreenId;
}

/** Whether the user may open the screen (its subject's `view`). */
function useCanOpen(screen: ScreenId): boolean {
  const ability = useAppAbility();
  const subject = screenById(screen).subject;
  return !subject || ability.can("view", subject);
}

/** A link to a record's own screen, or plain text for a user who may not open it. */
export function RecordLink({ open, id, children }: { open: RecordUrl; id: RecordId; children: ReactNode }) {
  if (!useCanOpen(open.screen)) return <Text size="sm">{children}</Text>;
  return (
    <Anchor component={Link} to={open(id)} size="sm" fw={500} className="list-touch-link">
      {children}
    </Anchor>
  );
}

/** A product's thumbnail and title, linking to its form (the name alone without `product.view`). */
export function ProductCell({ id, title, image }: { id: number; title: string; image?: string | null }) {
  return useCanOpen(urls.products.edit.screen) ? (
    <TitleCell title={title} image={image} to={urls.products.edit(id)} />
  ) : (
    <Text size="sm">{title || "—"}</Text>
  );
}

/**
 * An amount in the shop's currency, or in `currency` (an ISO code) when a record was paid in
 * another one: an order keeps the currency it was placed in.
 */
export function Money({ value, currency }: { value: number; currency?: string }) {
  const { i18n } = useTranslation();
  // Intl formats any well-formed ISO code (and throws on anything else).
  const foreign = currency && /^[A-Z]{3}$/.test(currency) && currency !== shopCurrency().code;
  return (
    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
      {foreign ? formatForeignPrice(value, currency, i18n.language) : formatPrice(value, i18n.language)}
    </Text>
  );
}

/**
 * A yes (1) / no chip; `labels` are i18n keys of the two words (default yes/no). Filled dark shades:
 * the light variants fail WCAG contrast on striped rows.
 */
export function FlagChip({
  value,
  labels = ["common.yes", "common.no"],
}: {
  value: number | null | undefined;
  labels?: readonly [yes: TranslationKey, no: TranslationKey];
}) {
  const { t } = useTranslation();
  return value === 1 ? (
    <Badge color="teal.9" variant="filled">
      {t(labels[0])}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      {t(labels[1])}
    </Badge>
  );
}
