import { Alert, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ability } from "~/access/ability";
import { deletePlugin, listPlugins, type Plugin } from "~/api/settings/plugins";
import { refreshProfile } from "~/session/auth-service";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { toastError } from "~/ui/feedback/toast";
import { SettingsTabs } from "../settings-tabs";
import { PluginCard } from "./plugin-card";
import { PluginUpload } from "./plugin-upload";

/**
 * /setting/plugins (admin-screens §10.10): a card per installed plugin, "Add plugin". Managing
 * plugins needs `setting.edit` (every plugin call does); with `setting.view` alone the panel says so.
 * A change reads the profile again: the POS menu and its screens follow `pos_public_key`, so they
 * appear or go without a full reload.
 */

const screen = urls.settingPlugins.screen;

/** Plugins as loaded, or null when the user may not manage them (nothing is asked of the server then). */
type Loaded = Plugin[] | null;

function PluginsPanel({ initial }: { initial: Plugin[] }) {
  const { t } = useTranslation();
  const [plugins, setPlugins] = useState(initial);
  const confirmed = useConfirmedAction();

  const reload = useCallback(async () => {
    try {
      setPlugins(await listPlugins());
    } catch {
      toastError(t("settings.plugins.reloadFailed"));
    }
    try {
      await refreshProfile();
    } catch {
      // The menu catches up on the next profile read; the plugin change itself is done.
    }
  }, [t]);

  const askDelete = (plugin: Plugin) =>
    confirmed.start({
      run: () => deletePlugin(plugin.id),
      confirm: {
        title: t("settings.plugins.deleteTitle", { name: plugin.name }),
        message: plugin.name === "pos" ? t("settings.plugins.deletePosMessage") : t("settings.plugins.deleteMessage"),
        confirmLabel: t("settings.plugins.delete"),
        danger: true,
      },
      done: t("settings.plugins.deleted", { name: plugin.name }),
      failed: "settings.plugins.deleteFailed",
      after: () => void reload(),
    });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("settings.plugins.installedTitle")}
      </Title>
      {plugins.length === 0 ? (
        <Text>{t("settings.plugins.none")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {plugins.map((plugin) => (
            <PluginCard key={plugin.id} plugin={plugin} onChanged={reload} onDelete={askDelete} busy={confirmed.busy} />
          ))}
        </SimpleGrid>
      )}
      <PluginUpload onUploaded={reload} disabled={confirmed.busy} />
      {confirmed.dialog}
    </Stack>
  );
}

function PluginsScreen() {
  const { t } = useTranslation();
  const plugins = useLoaderData<Loaded>();
  return (
    <PageFrame screen={screen}>
      <SettingsTabs current={urls.settingPlugins}>
        {plugins ? (
          <PluginsPanel initial={plugins} />
        ) : (
          <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} data-testid="settings-read-only">
            {t("settings.plugins.needsEdit")}
          </Alert>
        )}
      </SettingsTabs>
    </PageFrame>
  );
}

export const pluginsRoute = {
  handle: { screen } satisfies ScreenHandle,
  clientLoader: screenLoader<Loaded>(screen, {
    // The middleware has brought the ability up to date with the profile by now.
    load: ({ request }) => (ability.can("edit", "setting") ? listPlugins(request.signal) : null),
  }),
  ErrorBoundary: RouteErrorBoundary,
  Component: PluginsScreen,
};
