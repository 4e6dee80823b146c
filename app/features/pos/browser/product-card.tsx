import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { IconMinus, IconPhotoOff, IconPlus, IconShoppingCartPlus } from "@tabler/icons-react";
import { memo, useMemo, useRef, useState } from "react";
import "./product-card.css";
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
 * choices are its own state, so choosing on one card re-renders that card only; the card is
 * memoised, so a keystroke in the search re-renders none.
 *
 * Plain elements in Mantine's look (product-card.css, from the theme's variables): as Mantine
 * components a card was ~110 components (each input a wrapper, a box and a style resolution), and
 * a page of cards most of the till's first render and of its blocked time on a phone.
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
      <span className="pos-card-picture pos-card-no-picture" aria-label={t("pos.browser.noImage")} role="img">
        <IconPhotoOff size={24} aria-hidden="true" />
      </span>
    );
  }
  // The title follows the picture, so the picture itself says nothing more (alt="").
  return (
    <img className="pos-card-picture" src={src} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading="lazy" decoding="async" />
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
    <article className="pos-card" data-pos-card={product.id} aria-labelledby={`pos-card-${product.id}-title`}>
      <div className="pos-card-head">
        <ProductPicture image={product.image} />
        <Link
          to={urls.products.edit(product.id)}
          id={`pos-card-${product.id}-title`}
          data-pos-card-title=""
          className="pos-card-title mantine-focus-auto"
          title={title}
        >
          <span className="pos-card-title-text">{title}</span>
        </Link>
      </div>
      <div className="pos-card-facts">
        <Money value={unitPrice(product, variant)} strong />
        <span className="pos-card-stock" data-out={stock > 0 ? undefined : ""} data-pos-stock="">
          {stock > 0 ? t("pos.browser.inStock", { count: stock }) : t("pos.browser.outOfStock")}
        </span>
      </div>
      {groups.length ? (
        // One select of the product's variants ("Red, M"): a single 44 px row however many
        // attributes there are. Its name and its first option are the attributes' names, so it
        // reads before a variant is chosen without a label row above it.
        <select
          className="pos-card-input"
          aria-label={groupsLabel}
          title={groupsLabel}
          value={variant ? String(variant.id) : ""}
          onChange={(event) => {
            const picked = product.product_inventories.find((v) => String(v.id) === event.currentTarget.value);
            if (!picked) return;
            setSelection(selectionOf(picked));
            setError(null);
          }}
          data-pos-variant=""
        >
          <option value="" disabled>
            {groupsLabel}
          </option>
          {product.product_inventories.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {variantLabel(v) || v.sku}
            </option>
          ))}
        </select>
      ) : null}
      <div className="pos-card-quantity" role="group" aria-label={t("pos.browser.quantity")}>
        <button
          type="button"
          className="pos-card-step mantine-focus-auto"
          aria-label={t("pos.browser.fewer", { title })}
          onClick={() => stepQuantity(-1)}
        >
          <IconMinus size={16} aria-hidden="true" />
        </button>
        {/* A plain text box taking digits only: a number input (its formatting library) per card
            was a fifth of the till's first render on a phone. */}
        <input
          className="pos-card-input"
          aria-label={t("pos.browser.quantity")}
          inputMode="numeric"
          autoComplete="off"
          // Typed values are checked on Add, with the card's message, not silently clamped.
          value={String(quantity)}
          onChange={(event) => {
            setQuantity(event.currentTarget.value.replace(/\D+/g, ""));
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") void add();
          }}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="pos-card-step mantine-focus-auto"
          aria-label={t("pos.browser.more", { title })}
          onClick={() => stepQuantity(1)}
        >
          <IconPlus size={16} aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        className="pos-card-add mantine-focus-auto"
        aria-label={t("pos.browser.addTitle", { title: product.title })}
        aria-busy={busy || undefined}
        data-loading={busy || undefined}
        disabled={busy || (variant !== undefined && stock === 0)}
        onClick={() => void add()}
      >
        <IconShoppingCartPlus size={18} aria-hidden="true" />
        <span className="pos-card-add-text">{t("pos.browser.add")}</span>
      </button>
      {error ? (
        <p id={errorId} className="pos-card-error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}

/** Re-rendered only when its product (a new answer from the server) or the add callback changes. */
export const ProductCard = memo(ProductCardView);
