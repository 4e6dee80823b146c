import { Loader, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Spotlight, createSpotlight } from "@mantine/spotlight";
import { useNavigate } from "@remix-run/react";
import { IconArrowRight, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { getProfile, subscribeSession } from "~/session/session-store";
import { errorText } from "~/ui/feedback/error-text";
import { useOfferedExtensions } from "../extension-offers";
import { paletteActions, paletteScreens, type PaletteLink } from "./palette-screens";
import { MIN_QUERY, searchRecords, type HitGroup, type PaletteHit } from "./palette-search";

/*
 * The command palette (⌘K / Ctrl+K), loaded the first time it is asked for (the shell imports this
 * module lazily, so neither the login page nor a list's first load carries Spotlight). Screens and
 * actions are filtered here as the user types; products, orders and customers are asked of the API
 * after a pause in typing, and a newer query cancels the request of the older one.
 */

/** The pause in typing before the API is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

const [paletteStore, palette] = createSpotlight();

/**
 * The list scrolls (on a phone it always does): its box takes the focus, so a keyboard can scroll
 * it too (axe's scrollable-region-focusable); the arrows still move the choice from the search.
 * Spotlight hands its other props to its ScrollArea, whose `viewportProps` its types do not list.
 */
const FOCUSABLE_LIST = { viewportProps: { tabIndex: 0 } } as object;

const GROUP_TITLE: Record<HitGroup, "shell.palette.groups.products" | "shell.palette.groups.orders" | "shell.palette.groups.customers"> = {
  products: "shell.palette.groups.products",
  orders: "shell.palette.groups.orders",
  customers: "shell.palette.groups.customers",
};

const matches = (query: string, ...texts: (string | undefined)[]) => {
  const needle = query.trim().toLowerCase();
  return needle === "" || texts.some((text) => text?.toLowerCase().includes(needle));
};

interface RemoteState {
  query: string;
  hits: PaletteHit[];
  loading: boolean;
  failure: string | null;
}

function useRecordSearch(query: string): RemoteState {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  const vendor = profile?.vendor === true;
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<RemoteState>({ query: "", hits: [], loading: false, failure: null });

  useEffect(() => {
    if (debounced.length < MIN_QUERY) {
      setState({ query: debounced, hits: [], loading: false, failure: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    void searchRecords(debounced, { ability, vendor }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const failure = result.failures.length
        ? t("shell.palette.failed", { message: errorText(result.failures[0], t, "errors.generic") })
        : null;
      setState({ query: debounced, hits: result.hits, loading: false, failure });
    });
    return () => controller.abort();
  }, [debounced, ability, vendor, t]);
  return state;
}

/** The palette; `openCount` changes each time the shell asks it to open (the first time included). */
export default function CommandPalette({ openCount }: { openCount: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [query, setQuery] = useState("");
  const remote = useRecordSearch(query);

  useEffect(() => {
    if (openCount > 0) palette.open();
  }, [openCount]);

  const offered = useOfferedExtensions(ability);
  const screens = useMemo(() => paletteScreens(ability, offered), [ability, offered]);
  const actions = useMemo(() => paletteActions(ability), [ability]);
  const go = (href: string) => navigate(href);

  const linkAction = (link: PaletteLink, label: string, icon: typeof IconArrowRight) => {
    const Icon = icon;
    const section = link.section ? t(link.section) : undefined;
    return (
      <Spotlight.Action
        key={link.id}
        label={label}
        description={section}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
        onClick={() => go(link.href)}
      />
    );
  };

  const shownScreens = screens.filter((s) => matches(query, t(s.title), s.section ? t(s.section) : undefined));
  const shownActions = actions.filter((a) => matches(query, t("shell.palette.create", { title: t(a.title) })));
  const fresh = remote.query === query.trim();
  const groups = (["products", "orders", "customers"] as const)
    .map((group) => ({ group, hits: fresh ? remote.hits.filter((hit) => hit.group === group) : [] }))
    .filter((g) => g.hits.length > 0);
  const nothing = shownScreens.length + shownActions.length + groups.length === 0;

  // Mantine selects the first action when the query changes, but the records found after the pause
  // arrive later (and above the screens): Enter then opened nothing, or a screen. When the list
  // changes and the user has not moved down it with the arrows, the first action is the one Enter opens.
  const listRef = useRef<HTMLDivElement>(null);
  const shownKey = [
    ...groups.flatMap((g) => g.hits.map((hit) => hit.id)),
    ...shownActions.map((a) => a.id),
    ...shownScreens.map((s) => s.id),
  ].join("|");
  useEffect(() => {
    const list = listRef.current;
    if (!list || paletteStore.getState().selected > 0) return;
    const first = list.querySelector("[data-action]");
    if (!first) return;
    list.querySelector("[data-selected]")?.removeAttribute("data-selected");
    first.setAttribute("data-selected", "true");
    paletteStore.updateState((state) => ({ ...state, selected: 0 }));
  }, [shownKey]);

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
      title={t("shell.palette.open")}
    >
      <Spotlight.Search
        aria-label={t("shell.palette.search")}
        placeholder={t("shell.palette.placeholder")}
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden="true" />}
        rightSection={remote.loading ? <Loader size="xs" aria-label={t("shell.palette.searching")} /> : null}
      />
      <Spotlight.ActionsList ref={listRef} aria-label={t("shell.palette.open")} {...FOCUSABLE_LIST}>
        {remote.failure ? (
          <Text size="sm" c="red" px="md" py="xs" role="alert">
            {remote.failure}
          </Text>
        ) : null}
        {groups.map(({ group, hits }) => (
          <Spotlight.ActionsGroup key={group} label={t(GROUP_TITLE[group])}>
            {hits.map((hit) => (
              <Spotlight.Action
                key={hit.id}
                label={group === "orders" ? t("shell.palette.order", { number: hit.label }) : hit.label}
                description={hit.description}
                onClick={() => go(hit.href)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {shownActions.length ? (
          <Spotlight.ActionsGroup label={t("shell.palette.groups.actions")}>
            {shownActions.map((a) => linkAction(a, t("shell.palette.create", { title: t(a.title) }), IconPlus))}
          </Spotlight.ActionsGroup>
        ) : null}
        {shownScreens.length ? (
          <Spotlight.ActionsGroup label={t("shell.palette.groups.screens")}>
            {shownScreens.map((s) => linkAction(s, t(s.title), IconArrowRight))}
          </Spotlight.ActionsGroup>
        ) : null}
        {nothing && !remote.loading ? <Spotlight.Empty>{t("shell.palette.empty")}</Spotlight.Empty> : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
