import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconKey, IconPlug, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { activatePlugin, type Plugin } from "~/api/settings/plugins";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { besideInput } from "~/ui/settings-form/beside-input";
import { toastSuccess } from "~/ui/feedback/toast";
import { ErrorSummary } from "~/ui/form/error-summary";
import { useCodeActivation } from "../code-activation";

export interface PluginCardProps {
  plugin: Plugin;
  /** After a change the list (and the profile, which the POS menu reads) is read again. */
  onChanged: () => Promise<void>;
  onDelete: (plugin: Plugin) => void;
  busy: boolean;
}

/**
 * One installed plugin (admin-screens §10.10): its name, status and date; when inactive, the purchase
 * code and "Activate" (the server's message beside the code); "Delete", which asks first.
 */
export function PluginCard({ plugin, onChanged, onDelete, busy }: PluginCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const active = plugin.active === 1;
  const language = isLanguage(i18n.language) ? i18n.language : "it";

  const activation = useCodeActivation({
    label: "settings.plugins.code",
    run: async (code) => {
      await activatePlugin(plugin.name, code);
      toastSuccess(t("settings.plugins.activated", { name: plugin.name }));
    },
    after: onChanged,
    failed: "settings.plugins.activateFailed",
  });

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId} data-plugin={plugin.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconPlug size={28} aria-hidden="true" />
            <div>
              <Title order={3} size="h5" id={titleId}>
                {plugin.name}
              </Title>
              <Text size="xs">{t("settings.plugins.installed", { date: formatDate(plugin.created_at, language, "dateTime") })}</Text>
            </div>
          </Group>
          {/* Its whole word: the group around it would shrink it to "Att…". */}
          <Badge color={active ? "teal.9" : "gray.7"} variant="filled" miw="max-content">
            {active ? t("settings.plugins.active") : t("settings.plugins.inactive")}
          </Badge>
        </Group>
        {active ? null : (
          <form ref={activation.formRef} onSubmit={activation.onSubmit} noValidate aria-busy={activation.busy}>
            <Stack gap="sm">
              <ErrorSummary ref={activation.summaryRef} messages={activation.formErrors} />
              <TextInput
                label={t("settings.plugins.code")}
                description={t("settings.plugins.codeHelp")}
                required
                autoComplete="off"
                {...activation.input}
                inputContainer={besideInput(
                  <Button type="submit" loading={activation.busy} leftSection={<IconKey size={16} aria-hidden="true" />}>
                    {t("settings.plugins.activate")}
                  </Button>,
                )}
              />
            </Stack>
          </form>
        )}
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red.9"
            disabled={busy}
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-label={t("settings.plugins.deleteNamed", { name: plugin.name })}
            onClick={() => onDelete(plugin)}
          >
            {t("settings.plugins.delete")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
