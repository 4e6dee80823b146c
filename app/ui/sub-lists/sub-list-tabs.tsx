import { Badge, Center, Loader, Tabs } from "@mantine/core";
import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDelayedFlag } from "../list-page/busy";
import { openTab, searchWithTab, type SubList, type SubListsData } from "./sub-lists";
import type { TranslationKey } from "~/i18n/keys";

export interface SubListTabsProps {
  lists: readonly SubList[];
  /** What `loadSubLists` gave the route's loader. */
  data: SubListsData;
  /** Rows of each tab, by tab key, shown on the tab; a tab without one shows no number. */
  counts?: Partial<Record<string, number>>;
  /** i18n key naming the group of tabs for screen readers ("The customer's lists"). */
  label: TranslationKey;
}

/**
 * The tabs of a detail page's sub-lists. Opening a tab is a navigation (`tab=` in the URL, pushed,
 * so Back returns to the previous tab); the route's loader then fetches that tab's list.
 */
export function SubListTabs({ lists, data, counts = {}, label }: SubListTabsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // A tab being opened shows as selected at once; its rows follow when the loader has them.
  const opening =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? openTab(new URLSearchParams(navigation.location.search), lists).key
      : null;
  const active = opening ?? data.tab;
  const showLoader = useDelayedFlag(active !== data.tab);

  return (
    <Tabs
      value={active}
      keepMounted={false}
      onChange={(key) => {
        if (key && key !== active)
          navigate({ pathname: location.pathname, search: searchWithTab(location.search, key) }, { preventScrollReset: true });
      }}
    >
      <Tabs.List aria-label={t(label)}>
        {lists.map((list) => (
          <Tabs.Tab
            key={list.key}
            value={list.key}
            rightSection={
              counts[list.key] !== undefined ? (
                <Badge size="sm" variant="filled" color="gray.7" data-testid={`tab-count-${list.key}`}>
                  {counts[list.key]}
                </Badge>
              ) : null
            }
          >
            {t(list.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {lists.map((list) => (
        <Tabs.Panel key={list.key} value={list.key} pt="md">
          {list.key === data.tab ? (
            list.render(data.list, t(list.label))
          ) : showLoader ? (
            <Center py="xl">
              <Loader aria-label={t("list.loading")} />
            </Center>
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
