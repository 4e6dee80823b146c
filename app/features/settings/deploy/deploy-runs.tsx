import { Alert, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconRocket } from "@tabler/icons-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "~/api/resource";
import { deployHistory, isRunning, latestDeploy, triggerDeploy, type Deploy } from "~/api/settings/deploy";
import { formatDate } from "~/i18n/dates";
import type { TranslationKey } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { toastError } from "~/ui/feedback/toast";
import { DeployStatus } from "./deploy-status";

/** How often a running deploy is asked about. */
const POLL_MS = 1000;
const PAGE_CONTROLS = { previous: "list.previousPage", next: "list.nextPage", first: "list.firstPage", last: "list.lastPage" } as const;

export interface DeployRunsProps {
  initialHistory: Page<Deploy>;
  canTrigger: boolean;
  /** Why a trigger would not use what is on screen (unsaved hook), or null. */
  blockedReason: string | null;
}

/**
 * The deploy action (asks first), the latest deploy followed until it finishes, and the history
 * (newest first, 14 a page, paginated by the server) with status, who and when.
 */
export function DeployRuns({ initialHistory, canTrigger, blockedReason }: DeployRunsProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const date = (value: string | null | undefined) => (value ? formatDate(value, language, "dateTime") : "—");
  const [history, setHistory] = useState(initialHistory);
  const [page, setPage] = useState(1);
  const [latest, setLatest] = useState<Deploy | null>(initialHistory.data[0] ?? null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const confirmed = useConfirmedAction();
  const titleId = useId();
  const historyId = useId();
  const pageRef = useRef(page);
  pageRef.current = page;

  const loadPage = useCallback(async (next: number) => {
    try {
      setHistory(await deployHistory(next));
      setPage(next);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, []);

  const running = isRunning(latest);
  useEffect(() => {
    if (!running) return undefined;
    let stopped = false;
    const timer = window.setInterval(() => {
      void latestDeploy()
        .then((found) => {
          if (stopped || !found) return;
          setLatest(found);
          if (!isRunning(found)) {
            setAnnouncement(
              t("settings.deploy.finished", { id: found.id, status: t(`settings.deploy.statuses.${found.status}` as TranslationKey) }),
            );
            void loadPage(pageRef.current);
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [running, loadPage, t]);

  const trigger = () =>
    confirmed.start({
      run: async () => {
        const started = await triggerDeploy();
        setLatest(started);
        setAnnouncement(t("settings.deploy.started", { id: started.id }));
        await loadPage(1);
      },
      confirm: {
        title: t("settings.deploy.confirmTitle"),
        message: t("settings.deploy.confirmMessage"),
        confirmLabel: t("settings.deploy.trigger"),
      },
      failed: "settings.deploy.triggerFailed",
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("settings.deploy.runsTitle")}
        </Title>
        <Text size="sm">{t("settings.deploy.runsHelp")}</Text>
        {latest ? (
          <Group gap="sm" data-testid="deploy-latest">
            <Text size="sm" fw={500}>
              {t("settings.deploy.latest", { id: latest.id })}
            </Text>
            <DeployStatus status={latest.status} />
            <Text size="sm">
              {isRunning(latest)
                ? t("settings.deploy.runningSince", { date: date(latest.created_at) })
                : t("settings.deploy.finishedAt", { date: date(latest.finished_at) })}
            </Text>
          </Group>
        ) : null}
        {canTrigger ? (
          <Group>
            <Button
              onClick={trigger}
              loading={confirmed.busy}
              disabled={running || Boolean(blockedReason)}
              leftSection={<IconRocket size={16} aria-hidden="true" />}
            >
              {t("settings.deploy.trigger")}
            </Button>
            {running ? <Text size="sm">{t("settings.deploy.waitRunning")}</Text> : null}
            {blockedReason && !running ? <Text size="sm">{blockedReason}</Text> : null}
          </Group>
        ) : null}
        <div role="status">
          {announcement ? (
            <Alert color="blue" data-testid="deploy-announcement">
              {announcement}
            </Alert>
          ) : null}
        </div>
        {loadFailed ? (
          <Alert color="red" role="alert">
            {t("settings.deploy.historyFailed")}
          </Alert>
        ) : null}
        <Title order={3} size="h5" id={historyId}>
          {t("settings.deploy.history")}
        </Title>
        {history.data.length === 0 ? (
          <Text size="sm">{t("settings.deploy.noHistory")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-labelledby={historyId} data-testid="deploy-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">#</Table.Th>
                  <Table.Th scope="col">{t("settings.deploy.status")}</Table.Th>
                  <Table.Th scope="col">{t("settings.deploy.by")}</Table.Th>
                  <Table.Th scope="col">{t("settings.deploy.startedAt")}</Table.Th>
                  <Table.Th scope="col">{t("settings.deploy.finishedAtColumn")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.map((row) => {
                  // The running one is shown as the poll last saw it.
                  const shown = latest && latest.id === row.id ? { ...row, status: latest.status, finished_at: latest.finished_at } : row;
                  return (
                    <Table.Tr key={row.id} data-deploy-id={row.id}>
                      <Table.Td>{row.id}</Table.Td>
                      <Table.Td>
                        <DeployStatus status={shown.status} />
                      </Table.Td>
                      <Table.Td>{row.triggered_by_name || "—"}</Table.Td>
                      <Table.Td>{date(row.created_at)}</Table.Td>
                      <Table.Td>{date(shown.finished_at)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {history.last_page > 1 ? (
          <Group justify="space-between">
            <Text size="sm">{t("list.pageOf", { page, pages: history.last_page })}</Text>
            <Pagination
              total={history.last_page}
              value={page}
              onChange={(next) => void loadPage(next).catch(() => toastError(t("settings.deploy.historyFailed")))}
              siblings={1}
              boundaries={1}
              getItemProps={(n) => ({ "aria-label": t("list.goToPage", { page: n }), "aria-current": n === page ? "page" : undefined })}
              getControlProps={(control) => ({ "aria-label": t(PAGE_CONTROLS[control]) })}
            />
          </Group>
        ) : null}
      </Stack>
      {confirmed.dialog}
    </Paper>
  );
}
