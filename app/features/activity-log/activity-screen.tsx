import { Alert, Button, Card, Group, Pagination, Select, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { activityLogApi, type ActivityPerson } from "~/api/activity/log";
import { useAppAbility } from "~/access/can";
import { runtimeKey } from "~/i18n/keys";
import { PageFrame } from "~/routing/kit/page-frame";
import { errorText } from "~/ui/feedback/error-text";
import { toastError } from "~/ui/feedback/toast";
import { downloadBlob } from "~/ui/list-page/csv";
import type { ListFilter } from "~/ui/list-page/description";
import { ListFilters } from "~/ui/list-page/filters";
import { mergeListSearch, withFilter, type ListState } from "~/ui/list-page/url-state";
import { ACTIVITY_DEFAULTS, filtersOf, type ActivityData } from "./activity-data";
import { ActivityTable } from "./activity-table";
import { RECORD_TYPES } from "./record-links";
import { RetentionForm } from "./retention-form";

/*
 * The activity log: who changed what, and when. Filters, search, sort and page live in the URL (the
 * list page's rules); the entries open to their changes; the CSV is the server's, of the same filters.
 */

const AREAS = ["catalog", "sales", "pos", "marketing", "people", "content", "settings", "auth"];
const ACTIONS = [
  "create",
  "update",
  "delete",
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "password-change",
  "password-reset-request",
  "password-reset",
];

const options = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: runtimeKey(`activityLog.${group}.${value}`) }));

const FILTERS: readonly ListFilter[] = [
  { kind: "select", key: "area", label: "activityLog.list.area", options: options("areas", AREAS) },
  { kind: "select", key: "action", label: "activityLog.list.action", options: options("actions", ACTIONS) },
  { kind: "select", key: "record_type", label: "activityLog.list.recordType", options: options("recordTypes", RECORD_TYPES) },
  { kind: "dateRange", keys: ["from", "to"], label: "activityLog.list.dates" },
];

export function ActivityScreen({ data }: { data: ActivityData }) {
  const { t } = useTranslation();
  if (!data.offered) {
    return (
      <PageFrame screen="activity-log">
        <Alert color="gray" title={t("activityLog.notOffered.title")}>
          {t("activityLog.notOffered.body")}
        </Alert>
      </PageFrame>
    );
  }
  return <OfferedScreen data={data} />;
}

function OfferedScreen({ data }: { data: Extract<ActivityData, { offered: true }> }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { state } = data;
  // The view asked for last: a change made while another still loads (the search box's pause ends
  // after a filter was picked) builds on that one, not on the rows on screen, so none is lost.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const go = useCallback(
    (next: ListState, replace = false) => {
      latest.current = next;
      navigate(
        { pathname: location.pathname, search: mergeListSearch("", next, ACTIVITY_DEFAULTS) },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, location.pathname],
  );
  const changeFilters = useCallback(
    (patch: Record<string, string>) => go(withFilter(latest.current, { filters: { ...latest.current.filters, ...patch } })),
    [go],
  );

  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const search = useDebouncedCallback((value: string) => go(withFilter(latest.current, { q: value }), true), 300);

  const people = usePeople();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await activityLogApi.export(filtersOf(state));
      downloadBlob(file.fileName ?? `activity-log-${new Date().toISOString().slice(0, 10)}.csv`, file.blob);
    } catch (error) {
      toastError(errorText(error, t, "list.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  const page = data.page;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <PageFrame
      screen="activity-log"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t("list.exportCsv")}
        </Button>
      }
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("list.search")}
          placeholder={t("activityLog.list.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          w={{ base: "100%", xs: 240 }}
        />
        <Select
          label={t("activityLog.list.who")}
          placeholder={t("list.all")}
          data={people}
          value={state.filters.user ?? null}
          onChange={(value) => changeFilters({ user: value ?? "" })}
          searchable
          clearable
          nothingFoundMessage={t("common.noMatches")}
          w={{ base: "100%", xs: 220 }}
        />
        <ListFilters filters={FILTERS} values={state.filters} change={changeFilters} />
      </Group>
      <div aria-busy={loading}>
        {page.data.length > 0 ? (
          <ActivityTable
            entries={page.data}
            sort={state}
            onSort={() => go({ ...latest.current, orderby: "created_at", type: latest.current.type === "asc" ? "desc" : "asc", page: 1 })}
          />
        ) : (
          <Text c="dimmed">{Object.keys(state.filters).length > 0 || state.q ? t("list.emptyFiltered") : t("activityLog.list.empty")}</Text>
        )}
      </div>
      {page.total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t("list.showing", { from: page.from ?? 0, to: page.to ?? 0, total: page.total })}
          </Text>
          {page.last_page > 1 ? (
            <Pagination
              total={page.last_page}
              value={Math.min(state.page, page.last_page)}
              onChange={(next) => go({ ...latest.current, page: next })}
              siblings={1}
              boundaries={1}
              getItemProps={(n) => ({
                "aria-label": t("list.goToPage", { page: n }),
                "aria-current": n === state.page ? "page" : undefined,
              })}
              getControlProps={(control) => ({ "aria-label": t(PAGE_CONTROLS[control]) })}
            />
          ) : null}
        </Group>
      ) : null}
      {ability.can("edit", "setting") ? (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            {t("activityLog.retention.title")}
          </Title>
          <RetentionForm />
        </Card>
      ) : null}
    </PageFrame>
  );
}

const PAGE_CONTROLS = {
  first: "list.firstPage",
  previous: "list.previousPage",
  next: "list.nextPage",
  last: "list.lastPage",
} as const;

/** The people the user may filter by (`activity-log/users`), as the select's options. */
function usePeople(): { value: string; label: string }[] {
  const [people, setPeople] = useState<ActivityPerson[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    activityLogApi.users(controller.signal).then(setPeople, () => undefined);
    return () => controller.abort();
  }, []);
  return useMemo(() => people.map((person) => ({ value: String(person.id), label: person.name || `#${person.id}` })), [people]);
}
