import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { InAppLink, type InAppLinkProps } from "~/routing/in-app-link";
import { mediaUrl } from "../media";
import { formatPrice } from "../price-format";
import { SpriteIcon } from "../sprite/sprite-icon";

/** Class names of cells.css (loaded globally by root.tsx). */
const classes = {
  text: "list-cell-text",
  nowrap: "list-cell-text list-cell-nowrap",
  link: "list-cell-text list-cell-link",
  title: "list-cell-text list-cell-link list-cell-title",
  withThumb: "list-cell-with-thumb",
  thumb: "list-thumb",
  links: "list-cell-links",
  inline: "list-cell-inline",
  actions: "list-cell-actions",
} as const;

/**
 * A link in a cell, looking like Mantine's small Anchor (`strong`: the row's own name, bold);
 * `mantine-focus-auto` gives it Mantine's focus ring.
 */
export function CellLink({ strong, ...props }: Omit<InAppLinkProps, "className"> & { strong?: boolean }) {
  return <InAppLink {...props} className={`${strong ? classes.title : classes.link} mantine-focus-auto`} />;
}

/** Small text that stays on one line (a price, a date); `strong`: bold (a total). */
export function NoWrap({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <span className={classes.nowrap} style={strong ? { fontWeight: 700 } : undefined}>
      {children}
    </span>
  );
}

/** An amount in the shop's currency, in the user's number format; `strong`: bold (a total). */
export function PriceCell({ value, strong }: { value: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return <NoWrap strong={strong}>{formatPrice(value, i18n.language)}</NoWrap>;
}

/** Small text as it is. */
export function CellText({ children }: { children: ReactNode }) {
  return <span className={classes.text}>{children}</span>;
}

/** Links side by side, wrapping (a product's categories). */
export function CellLinks({ children }: { children: ReactNode }) {
  return <div className={classes.links}>{children}</div>;
}

/** A row's action buttons, on one line at the cell's end. */
export function CellActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

/** A name and its badge on one line. */
export function CellInline({ children }: { children: ReactNode }) {
  return <div className={classes.inline}>{children}</div>;
}

/**
 * Public/private chip (status 1 = public, 2 = private): Mantine's filled badge drawn as one span (the
 * `list-badge` rules of cells.css), one per row of a list. Filled dark shades: the light variants
 * fail WCAG contrast on striped rows.
 */
export function StatusBadge({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <span className="list-badge" data-public={value === 1 || undefined}>
      {value === 1 ? t("common.public") : t("common.private")}
    </span>
  );
}

export function YesNo({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  return <CellText>{value === 1 ? t("common.yes") : t("common.no")}</CellText>;
}

/**
 * A row's thumbnail, or a photo icon where there is none or it fails to load (as Mantine's Avatar
 * showed its placeholder). Plain elements: an Avatar per row resolved its props and styles on every
 * page change.
 */
function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.thumb}>
      {src && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : <SpriteIcon name="photo" size={20} />}
    </span>
  );
}

/** The row's name with its thumbnail, linking to the record. */
export function TitleCell({ title, image, to }: { title: string; image?: string | null; to: string }) {
  const src = image !== undefined ? mediaUrl(image, { thumb: true }) : null;
  const link = (
    <CellLink to={to} strong>
      {title || "—"}
    </CellLink>
  );
  return image !== undefined ? (
    <div className={classes.withThumb}>
      {/* Keyed by its image: another record's row starts without the last one's failure. */}
      <Thumb key={src} src={src} />
      {link}
    </div>
  ) : (
    link
  );
}

/**
 * A date and time in a table's cell: short and on one line (the full form in its tooltip), so a
 * list's date column stays narrow enough for a laptop's screen.
 */
export function DateCell({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  return (
    <span className={classes.nowrap} title={formatDate(value, language, "dateTime") || undefined}>
      {formatDate(value, language, "compact")}
    </span>
  );
}
