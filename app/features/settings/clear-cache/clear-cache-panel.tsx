import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLock, IconRefresh } from "@tabler/icons-react";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { clearCache, lastCacheClear, type CacheCleared } from "~/api/settings/clear-cache";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { SettingsTabs } from "../settings-tabs";

/**
 * /setting/clear-cache (admin-screens §10.11): why and when to clear the cache, the action (asks
 * first, `setting.edit`), the outcome where the user looks, and when and by whom it was last done.
 */

const screen = urls.settingClearCache.screen;

function ClearCachePanel({ initial }: { initial: CacheCleared }) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const canClear = ability.can("edit", "setting");
  const [last, setLast] = useState(initial);
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirmed = useConfirmedAction();
  const language = isLanguage(i18n.language) ? i18n.language : "it";

  const start = () =>
    confirmed.start({
      run: async () => {
        setOutcome(null);
        await clearCache();
        setOutcome(t("settings.clearCache.done"));
        try {
          setLast(await lastCacheClear());
        } catch {
          // The outcome is known; only the "last cleared" line stays as it was.
        }
      },
      confirm: {
        title: t("settings.clearCache.confirmTitle"),
        message: t("settings.clearCache.confirmMessage"),
        confirmLabel: t("settings.clearCache.action"),
      },
      failed: "settings.clearCache.failed",
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Text>{t("settings.clearCache.help")}</Text>
        <Text size="sm" data-testid="cache-last-cleared">
          {last.cleared_at
            ? t("settings.clearCache.last", { date: formatDate(last.cleared_at, language, "dateTime"), name: last.cleared_by ?? "—" })
            : t("settings.clearCache.never")}
        </Text>
        {canClear ? (
          <Group>
            <Button onClick={start} loading={confirmed.busy} leftSection={<IconRefresh size={16} aria-hidden="true" />}>
              {t("settings.clearCache.action")}
            </Button>
          </Group>
        ) : (
          <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} data-testid="settings-read-only">
            {t("settingsForm.readOnly")}
          </Alert>
        )}
        <div role="status">
          {outcome ? (
            <Alert color="green" data-testid="clear-cache-outcome">
              {outcome}
            </Alert>
          ) : null}
        </div>
      </Stack>
      {confirmed.dialog}
    </Paper>
  );
}

function ClearCacheScreen() {
  const last = useLoaderData() as CacheCleared;
  return (
    <PageFrame screen={screen}>
      <SettingsTabs current={urls.settingClearCache}>
        <ClearCachePanel initial={last} />
      </SettingsTabs>
    </PageFrame>
  );
}

export const clearCacheRoute = {
  handle: { screen } satisfies ScreenHandle,
  clientLoader: screenLoader<CacheCleared>(screen, { load: ({ request }) => lastCacheClear(request.signal) }),
  ErrorBoundary: RouteErrorBoundary,
  Component: ClearCacheScreen,
};
