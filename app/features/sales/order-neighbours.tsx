import { ActionIcon, Group } from "@mantine/core";
import { useNavigate } from "@remix-run/react";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { urls } from "~/routing/urls";
import { LazyTooltip } from "~/ui/lazy-tooltip";
import { ownKey, rememberedIds } from "./order-keys";

/** Previous/next order buttons on an order, and `[`/`]` for them. */
export function OrderNeighbours({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read while rendering (the panel renders in the browser only), so the keys work from the first
  // paint: an id list read in an effect left a moment in which `]` found no neighbour.
  const ids = rememberedIds();
  const at = ids.indexOf(id);
  const previous = at > 0 ? ids[at - 1] : undefined;
  const next = at !== -1 && at < ids.length - 1 ? ids[at + 1] : undefined;
  const neighbours = useRef({ previous, next });
  neighbours.current = { previous, next };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!ownKey(event)) return;
      const { previous: before, next: after } = neighbours.current;
      const target = event.key === "[" ? before : event.key === "]" ? after : undefined;
      if (target === undefined) return;
      event.preventDefault();
      navigate(urls.orders.detail(target));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);

  if (at === -1) return null;
  const button = (target: number | undefined, label: "sales.orders.previous" | "sales.orders.next", key: string) => (
    <LazyTooltip label={`${t(label)} (${key})`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t(label)}
        aria-keyshortcuts={key}
        disabled={target === undefined}
        onClick={() => target !== undefined && navigate(urls.orders.detail(target))}
      >
        {label === "sales.orders.previous" ? (
          <IconChevronLeft size={18} aria-hidden="true" />
        ) : (
          <IconChevronRight size={18} aria-hidden="true" />
        )}
      </ActionIcon>
    </LazyTooltip>
  );
  return (
    <Group gap={4}>
      {button(previous, "sales.orders.previous", "[")}
      {button(next, "sales.orders.next", "]")}
    </Group>
  );
}
