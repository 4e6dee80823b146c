import { useTranslation } from "react-i18next";
import { SpriteIcon } from "../sprite/sprite-icon";

/** A page number, or the gap ("…") between the pages shown. */
export type PagerItem = number | "gap";

/**
 * The pages a pager shows around `active` of `total`: the first and last `edge` pages, `around`
 * pages each side of the active one, and a gap where pages are left out; every page when that
 * would leave none out. The same count at every position, so the controls do not shift as one
 * steps through (Mantine's Pagination showed the same pages).
 */
export function pagerItems(total: number, active: number, around = 2, edge = 1): PagerItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  const shown = around * 2 + 3 + edge * 2;
  if (total <= shown) return range(1, total);
  const lowest = Math.max(active - around, edge);
  const highest = Math.min(active + around, total - edge);
  const gapBefore = lowest > edge + 2;
  const gapAfter = highest < total - (edge + 1);
  if (!gapBefore) return [...range(1, around * 2 + edge + 2), "gap", ...range(total - edge + 1, total)];
  if (!gapAfter) return [...range(1, edge), "gap", ...range(total - (edge + 1 + 2 * around), total)];
  return [...range(1, edge), "gap", ...range(lowest, highest), "gap", ...range(total - edge + 1, total)];
}

interface PagerProps {
  total: number;
  active: number;
  go: (page: number) => void;
  /** The pointer or the focus reached the control of this page: its rows may be fetched ahead. */
  approach: (page: number) => void;
}

/**
 * A list's page buttons (previous, the pages, next), as Mantine's Pagination looked (cells.css), on
 * plain buttons: its code was in every list's first load, and its components rendered again on
 * every page change.
 */
export function Pager({ total, active, go, approach }: PagerProps) {
  const { t } = useTranslation();
  const control = (page: number) => ({ onClick: () => go(page), onPointerEnter: () => approach(page), onFocus: () => approach(page) });
  return (
    <div className="pager">
      <button
        type="button"
        className="pager-control mantine-focus-auto"
        aria-label={t("list.previousPage")}
        disabled={active <= 1}
        {...control(active - 1)}
      >
        <SpriteIcon name="chevronLeft" size={18} stroke={2} />
      </button>
      {pagerItems(total, active).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} className="pager-gap" aria-hidden="true">
            <SpriteIcon name="dots" size={18} stroke={2} />
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager-control pager-page mantine-focus-auto"
            aria-label={t("list.goToPage", { page: item })}
            aria-current={item === active ? "page" : undefined}
            data-active={item === active || undefined}
            {...control(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-control mantine-focus-auto"
        aria-label={t("list.nextPage")}
        disabled={active >= total}
        {...control(active + 1)}
      >
        <SpriteIcon name="chevronRight" size={18} stroke={2} />
      </button>
    </div>
  );
}
