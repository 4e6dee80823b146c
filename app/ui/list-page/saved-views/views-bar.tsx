import { Box, Button, Group, Tabs } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { IconDeviceFloppy, IconStarFilled, IconUsers } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStableNavigate } from "~/routing/in-app-link";
import { ConfirmDialog } from "../../feedback/confirm-dialog";
import { toastError, toastSuccess } from "../../feedback/toast";
import { errorText } from "../../feedback/error-text";
import { lazyPart, OnFirstUse, preloadOnApproach } from "../../first-use";
import { ViewDialog, type ViewDialogProps } from "./view-dialog";
import { ViewMenuButton } from "./view-menu-button";
import { captureViewState, moved, showsAll, showsView, viewSearch } from "./view-state";
import { openViewStore } from "./views-store";
import type { SavedView, SavedViewsProps, ViewsSnapshot, ViewStore } from "./view-types";
import { chooseAll, choseAll, chooseView, stashedColumns } from "./view-memory";

const ALL = "all";

// The chosen view's menu (Mantine's Menu and its floating-position code) loads on first use.
const menuPart = lazyPart(() => import("./view-menu"));

/**
 * The saved views above a list: a tab per view and "All", "Save view", and the chosen view's menu
 * (rename, share, default, move, delete; copy for another's shared view). Loaded after the list's
 * rows (saved-views.tsx), so the first rows never wait for it.
 */
export default function ViewsBar({ list, subject, defaults, columns, state, hidden, setHidden }: SavedViewsProps) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const location = useLocation();
  const [store, setStore] = useState<ViewStore | null>(null);
  const [snapshot, setSnapshot] = useState<ViewsSnapshot | null>(null);
  const [dialog, setDialog] = useState<Omit<ViewDialogProps, "close" | "takenNames" | "canShare"> | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  // The tab last clicked: of two views with the same filters, the one the user chose stays marked.
  const [chosen, setChosen] = useState<number | typeof ALL | null>(null);
  // The view whose menu was asked for: its menu module replaces the stand-in button from then on.
  const [menuWanted, setMenuWanted] = useState<number | null>(null);
  const appliedDefault = useRef(false);

  const hideable = new Set(columns.filter((c) => c.hideable !== false).map((c) => c.key));
  const apply = (view: SavedView | null, replace = false) => {
    const target = view ? view.state : { q: "", filters: {}, orderby: defaults.orderby, type: defaults.type, hidden: [] };
    if (view) {
      chooseView(list, hidden, activeId === ALL);
      setHidden(view.state.hidden.filter((key) => hideable.has(key)));
    } else {
      chooseAll(list);
      // The columns the user had before a view replaced them, else every column: "All" is the plain list.
      setHidden((stashedColumns(list) ?? []).filter((key) => hideable.has(key)));
    }
    setChosen(view?.id ?? ALL);
    navigate({ pathname: location.pathname, search: viewSearch(target, location.search, defaults) }, { replace, preventScrollReset: true });
  };

  useEffect(() => {
    let live = true;
    openViewStore({ list, subject }, defaults).then(
      (opened) => {
        if (!live) return;
        setStore(opened.store);
        setSnapshot(opened.snapshot);
      },
      (error: unknown) => live && toastError(t("list.savedViews.failed", { message: errorText(error, t, "list.actionFailed") })),
    );
    return () => {
      live = false;
    };
    // The list's identity only: its defaults are the same for the list's whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, subject]);

  // Opening the list with no query applies the default view, unless "All" was the last choice here.
  useEffect(() => {
    if (!snapshot || appliedDefault.current) return;
    appliedDefault.current = true;
    const view = snapshot.views.find((v) => v.id === snapshot.defaultId);
    if (view && location.search === "" && !choseAll(list)) apply(view, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the views first arrive
  }, [snapshot]);

  if (!snapshot || !store) return null;
  const views = snapshot.views;
  const matching = views.filter((v) => showsView(state, v.state));
  const matched = matching.find((v) => v.id === chosen) ?? matching[0] ?? null;
  const plain = showsAll(state, defaults);
  // "All" clicked on a plain list stays "All" even where a view keeps the plain list too.
  const activeId = chosen === ALL && plain ? ALL : matched ? String(matched.id) : plain ? ALL : null;
  const active = activeId === ALL ? null : matched;
  const own = views.filter((v) => v.mine);
  const ownIds = own.map((v) => v.id);

  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      setSnapshot(await store.load());
      if (done) toastSuccess(done);
    } catch (error) {
      toastError(errorText(error, t, "list.actionFailed"));
    }
  };

  const saveNew = (initialName: string, mode: "save" | "copy", state0 = captureViewState(state, hidden)) =>
    setDialog({
      mode,
      initialName,
      submit: async ({ name, shared, makeDefault }) => {
        const created = await store.create({ name, state: state0, shared });
        if (makeDefault) await store.setDefault(created.id);
        setSnapshot(await store.load());
        setChosen(created.id);
        toastSuccess(t("list.savedViews.saved", { name }));
      },
    });

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" data-saved-views={snapshot.where}>
      {/* The strip scrolls inside itself: a phone never scrolls the page sideways for many views. */}
      <Box style={{ flex: 1, minWidth: 0, overflowX: "auto" }}>
        <Tabs
          value={activeId}
          onChange={(value) => {
            if (value === ALL) apply(null);
            else {
              const view = views.find((v) => String(v.id) === value);
              if (view) apply(view);
            }
          }}
          // Arrows move the focus; Enter or Space opens a view (each opening loads rows).
          activateTabWithKeyboard={false}
        >
          <Tabs.List aria-label={t("list.savedViews.tabs")} style={{ flexWrap: "nowrap" }}>
            <Tabs.Tab value={ALL}>{t("list.savedViews.all")}</Tabs.Tab>
            {views.map((view) => (
              <Tabs.Tab
                key={view.id}
                value={String(view.id)}
                style={{ whiteSpace: "nowrap" }}
                title={view.mine ? undefined : t("list.savedViews.sharedBy", { name: view.owner })}
                rightSection={
                  view.id === snapshot.defaultId || view.shared ? (
                    <Group gap={2} wrap="nowrap">
                      {view.id === snapshot.defaultId ? (
                        <IconStarFilled size={12} role="img" aria-label={t("list.savedViews.isDefault")} />
                      ) : null}
                      {view.shared ? (
                        <IconUsers
                          size={14}
                          role="img"
                          aria-label={view.mine ? t("list.savedViews.sharedMine") : t("list.savedViews.sharedBy", { name: view.owner })}
                        />
                      ) : null}
                    </Group>
                  ) : null
                }
              >
                {view.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Each tab names its panel (aria-controls): the panels are empty, the list below is what a tab changes. */}
          {[ALL, ...views.map((v) => String(v.id))].map((value) => (
            <Tabs.Panel key={value} value={value}>
              {null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Box>
      {active ? (
        // A new view chosen is a new menu: the stand-in again until its "…" is pressed.
        <OnFirstUse
          key={active.id}
          wanted={menuWanted === active.id}
          standIn={
            <ViewMenuButton
              aria-label={t("list.savedViews.actions", { name: active.name })}
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={() => setMenuWanted(active.id)}
              {...preloadOnApproach(menuPart)}
            />
          }
        >
          <menuPart.Component
            view={active}
            label={t("list.savedViews.actions", { name: active.name })}
            isDefault={snapshot.defaultId === active.id}
            canShare={snapshot.canShare}
            first={ownIds[0] === active.id}
            last={ownIds.at(-1) === active.id}
            onRename={() =>
              setDialog({
                mode: "rename",
                initialName: active.name,
                submit: async ({ name }) => {
                  await store.update(active.id, { name });
                  setSnapshot(await store.load());
                  toastSuccess(t("list.savedViews.renamed"));
                },
              })
            }
            onToggleShared={() => void run(() => store.update(active.id, { shared: !active.shared }))}
            onMove={(by) => void run(() => store.reorder(moved(ownIds, active.id, by)))}
            onCopy={() => saveNew(active.name, "copy", active.state)}
            onToggleDefault={() => void run(() => store.setDefault(snapshot.defaultId === active.id ? null : active.id))}
            onDelete={() => setDeleting(active)}
          />
        </OnFirstUse>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
        onClick={() => saveNew("", "save")}
        style={{ flexShrink: 0 }}
        // Without the server's extension the views stay in this browser: said where they are saved.
        title={snapshot.where === "browser" ? t("list.savedViews.inBrowser") : undefined}
      >
        {t("list.savedViews.save")}
      </Button>
      {dialog ? (
        <ViewDialog
          {...dialog}
          canShare={snapshot.canShare}
          takenNames={own.filter((v) => dialog.mode !== "rename" || v.id !== active?.id).map((v) => v.name)}
          close={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("list.savedViews.deleteTitle", { name: deleting?.name ?? "" })}
        message={t("list.savedViews.deleteMessage")}
        confirmLabel={t("list.savedViews.delete")}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const view = deleting;
          setDeleting(null);
          if (view) void run(() => store.remove(view.id), t("list.savedViews.deleted"));
        }}
      />
    </Group>
  );
}
