import { ActionIcon, Anchor, Box, Button, Card, Group, Image, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { IconMinus, IconPhotoOff, IconPlus, IconShoppingCartPlus } from "@tabler/icons-react";
import { memo, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PosProduct, PosVariant } from "~/api/pos/products";
import { Money } from "~/features/sales/money";
import { urls } from "~/routing/urls";
import { mediaUrl } from "~/ui/media";
import {
  attributeGroups,
  checkAddition,
  chosenVariant,
  initialSelection,
  selectionOf,
  shownStock,
  unitPrice,
  variantLabel,
  type AdditionProblem,
  type Selection,
} from "./variants";

/*
 * One product of the browser, compact enough for eight on a 1024×768 tablet: a small picture, the
 * title (two lines at most), price and stock, a select per attribute, the quantity with − and +,
 * and Add (its word hidden where the card is narrow: the icon and its accessible name stay). Its
 * choices are its own state, so choosing on one card re-renders that card only; the card is memoised, so a keystroke in the search re-renders none.
 */

/** Adds a variant to the cart; resolves to the server's refusal, or null when the line went in. */
export type AddVariant = (product: PosProduct, variant: PosVariant, quantity: number) => Promise<string | null>;

/** Fixed picture size: the grid keeps its layout while the (lazy) pictures arrive. */
export const CARD_IMAGE_SIZE = 44;

function ProductPicture({ image }: { image: string | null | undefined }) {
  const { t } = useTranslation();
  const src = mediaUrl(image, { thumb: true });
  if (!src) {
    return (
      <Box
        w={CARD_IMAGE_SIZE}
        h={CARD_IMAGE_SIZE}
        bg="gray.1"
        style={{ display: "grid", placeItems: "center", flex: "none", borderRadius: "var(--mantine-radius-sm)" }}
        aria-label={t("pos.browser.noImage")}
        role="img"
      >
        <IconPhotoOff size={24} color="var(--mantine-color-gray-7)" aria-hidden="true" />
      </Box>
    );
  }
  // The title follows the picture, so the picture itself says nothing more (alt="").
  return (
    <Image
      src={src}
      alt=""
      h={CARD_IMAGE_SIZE}
      w={CARD_IMAGE_SIZE}
      fit="contain"
      radius="sm"
      loading="lazy"
      decoding="async"
      style={{ flex: "none" }}
    />
  );
}

function problemText(problem: AdditionProblem, t: TFunction): string {
  switch (problem.kind) {
    case "chooseAttributes":
      return t("pos.browser.chooseAttributes");
    case "unavailable":
      return t("pos.browser.unavailable");
    case "quantity":
      return t("pos.browser.wholeQuantity");
    case "maxQuantity":
      return t("pos.browser.maxQuantity", { max: problem.max });
  }
}

function ProductCardView({ product, onAdd }: { product: PosProduct; onAdd: AddVariant }) {
  const { t } = useTranslation();
  const groups = useMemo(() => attributeGroups(product), [product]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups));
  const [quantity, setQuantity] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click while the first is on its way must not add the line twice.
  const adding = useRef(false);

  const variant = chosenVariant(product, groups, selection);
  const stock = shownStock(product, variant);
  const errorId = `pos-card-${product.id}-error`;

  const add = async () => {
    if (adding.current) return;
    const check = checkAddition(variant, quantity);
    if (!check.ok) {
      setError(problemText(check.problem, t));
      return;
    }
    adding.current = true;
    setBusy(true);
    try {
      const refusal = await onAdd(product, check.variant, check.quantity);
      setError(refusal);
      if (refusal === null) setQuantity(1);
    } finally {
      adding.current = false;
      setBusy(false);
    }
  };

  const stepQuantity = (delta: 1 | -1) => {
    const now = Number(quantity);
    const from = Number.isInteger(now) && now >= 1 ? now : 1;
    const top = variant ? Math.max(1, variant.quantity) : Number.POSITIVE_INFINITY;
    setQuantity(Math.min(top, Math.max(1, from + delta)));
    setError(null);
  };
  const title = product.title || `#${product.id}`;
  const groupsLabel = groups.map((group) => group.title).join(" · ");

  return (
    <Card
      withBorder
      padding={8}
      radius="md"
      className="pos-card"
      data-pos-card={product.id}
      aria-labelledby={`pos-card-${product.id}-title`}
      component="article"
    >
      <Stack gap={5}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <ProductPicture image={product.image} />
          <Anchor
            component={Link}
            to={urls.products.edit(product.id)}
            id={`pos-card-${product.id}-title`}
            data-pos-card-title=""
            size="sm"
            fw={600}
            lh={1.25}
            // The link is a finger's target too: as tall as the picture beside it.
            mih={CARD_IMAGE_SIZE}
            display="block"
            style={{ flex: 1, minWidth: 0 }}
            title={title}
          >
            <Text span inherit lineClamp={2}>
              {title}
            </Text>
          </Anchor>
        </Group>
        <Group justify="space-between" gap={4} wrap="wrap">
          <Money value={unitPrice(product, variant)} strong />
          <Text size="xs" c={stock > 0 ? "dimmed" : "red.9"} fw={stock > 0 ? undefined : 600} data-pos-stock="">
            {stock > 0 ? t("pos.browser.inStock", { count: stock }) : t("pos.browser.outOfStock")}
          </Text>
        </Group>
        {groups.length ? (
          // One select of the product's variants ("Red, M"): a single 44 px row however many
          // attributes there are. Its name and its first option are the attributes' names, so it
          // reads before a variant is chosen without a label row above it.
          <NativeSelect
            aria-label={groupsLabel}
            title={groupsLabel}
            value={variant ? String(variant.id) : ""}
            data={[
              { value: "", label: groupsLabel, disabled: true },
              ...product.product_inventories.map((v) => ({ value: String(v.id), label: variantLabel(v) || v.sku })),
            ]}
            onChange={(event) => {
              const picked = product.product_inventories.find((v) => String(v.id) === event.currentTarget.value);
              if (!picked) return;
              setSelection(selectionOf(picked));
              setError(null);
            }}
            data-pos-variant=""
          />
        ) : null}
        <Group gap={0} wrap="nowrap" role="group" aria-label={t("pos.browser.quantity")}>
          <ActionIcon variant="default" aria-label={t("pos.browser.fewer", { title })} onClick={() => stepQuantity(-1)}>
            <IconMinus size={16} aria-hidden="true" />
          </ActionIcon>
          {/* A plain text box taking digits only: a number input (its formatting library) per card
              was a fifth of the till's first render on a phone. */}
          <TextInput
            aria-label={t("pos.browser.quantity")}
            style={{ flex: 1, minWidth: 0 }}
            inputMode="numeric"
            autoComplete="off"
            // Typed values are checked on Add, with the card's message, not silently clamped.
            value={String(quantity)}
            styles={{ input: { textAlign: "center", paddingInline: 2 } }}
            onChange={(event) => {
              setQuantity(event.currentTarget.value.replace(/\D+/g, ""));
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") void add();
            }}
            aria-describedby={error ? errorId : undefined}
          />
          <ActionIcon variant="default" aria-label={t("pos.browser.more", { title })} onClick={() => stepQuantity(1)}>
            <IconPlus size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Button
          fullWidth
          px="xs"
          aria-label={t("pos.browser.addTitle", { title: product.title })}
          loading={busy}
          disabled={variant !== undefined && stock === 0}
          onClick={() => void add()}
        >
          <IconShoppingCartPlus size={18} aria-hidden="true" />
          <span className="pos-card-add-text" style={{ marginInlineStart: 6 }}>
            {t("pos.browser.add")}
          </span>
        </Button>
        {error ? (
          <Text id={errorId} size="xs" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Re-rendered only when its product (a new answer from the server) or the add callback changes. */
export const ProductCard = memo(ProductCardView);
