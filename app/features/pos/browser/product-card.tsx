import { Anchor, Box, Button, Card, Group, Image, NumberInput, Radio, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { IconPhotoOff, IconShoppingCartPlus } from "@tabler/icons-react";
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
  shownStock,
  unitPrice,
  type AdditionProblem,
  type Selection,
} from "./variants";

/*
 * One product of the browser: picture, title, price, stock, a radio group per attribute, the
 * quantity and the Add button. Its choices are its own state, so choosing on one card re-renders
 * that card only; the card is memoised, so a keystroke in the search re-renders none.
 */

/** Adds a variant to the cart; resolves to the server's refusal, or null when the line went in. */
export type AddVariant = (product: PosProduct, variant: PosVariant, quantity: number) => Promise<string | null>;

/** Fixed picture size: the grid keeps its layout while the (lazy) pictures arrive. */
export const CARD_IMAGE_HEIGHT = 120;

function ProductPicture({ image }: { image: string | null | undefined }) {
  const { t } = useTranslation();
  const src = mediaUrl(image, { thumb: true });
  if (!src) {
    return (
      <Box
        h={CARD_IMAGE_HEIGHT}
        bg="gray.1"
        style={{ display: "grid", placeItems: "center" }}
        aria-label={t("pos.browser.noImage")}
        role="img"
      >
        <IconPhotoOff size={32} color="var(--mantine-color-gray-7)" aria-hidden="true" />
      </Box>
    );
  }
  // The title follows the picture, so the picture itself says nothing more (alt="").
  return <Image src={src} alt="" h={CARD_IMAGE_HEIGHT} w="100%" fit="contain" loading="lazy" decoding="async" />;
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

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-pos-card={product.id}
      aria-labelledby={`pos-card-${product.id}-title`}
      component="article"
    >
      <Card.Section>
        <ProductPicture image={product.image} />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Anchor
          component={Link}
          to={urls.products.edit(product.id)}
          id={`pos-card-${product.id}-title`}
          data-pos-card-title=""
          size="sm"
          fw={600}
          lineClamp={2}
        >
          {product.title || `#${product.id}`}
        </Anchor>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Money value={unitPrice(product, variant)} strong />
          <Text size="xs" c={stock > 0 ? "dimmed" : "red.9"} fw={stock > 0 ? undefined : 600} data-pos-stock="">
            {stock > 0 ? t("pos.browser.inStock", { count: stock }) : t("pos.browser.outOfStock")}
          </Text>
        </Group>
        {groups.map((group) => (
          <Radio.Group
            key={group.id}
            label={group.title}
            size="xs"
            value={selection[group.id] === undefined ? null : String(selection[group.id])}
            onChange={(value) => {
              setSelection((previous) => ({ ...previous, [group.id]: Number(value) }));
              setError(null);
            }}
          >
            <Group gap="xs" mt={4}>
              {group.values.map((value) => (
                <Radio key={value.id} value={String(value.id)} label={value.title} size="xs" />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t("pos.browser.quantity")}
            size="xs"
            w={90}
            min={1}
            max={variant ? Math.max(1, variant.quantity) : undefined}
            // Typed values are checked on Add, with the card's message, not silently clamped.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") void add();
            }}
            aria-describedby={error ? errorId : undefined}
          />
          <Button
            size="xs"
            leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
            aria-label={t("pos.browser.addTitle", { title: product.title })}
            loading={busy}
            disabled={variant !== undefined && stock === 0}
            onClick={() => void add()}
          >
            {t("pos.browser.add")}
          </Button>
        </Group>
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
