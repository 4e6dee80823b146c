import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconKey, IconPlug, IconTrash } from "@tabler/icons-react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { activatePlugin, type Plugin } from "~/api/settings/plugins";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { besideInput } from "~/ui/settings-form/beside-input";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { serverErrors, useMessageTranslator } from "~/ui/form/messages";

const CODE_FIELD = [{ name: "code", label: "settings.plugins.code" }] as const;

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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [activating, setActivating] = useState(false);
  const running = useRef(false);
  const fields = useMemo(() => [...CODE_FIELD], []);
  const translate = useMessageTranslator(fields);
  const active = plugin.active === 1;
  const language = isLanguage(i18n.language) ? i18n.language : "it";

  const activate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    if (!code.trim()) {
      setError(t("validation.required", { field: t("settings.plugins.code") }));
      return;
    }
    running.current = true;
    setActivating(true);
    setError(null);
    try {
      await activatePlugin(plugin.name, code.trim());
      toastSuccess(t("settings.plugins.activated", { name: plugin.name }));
      setCode("");
      await onChanged();
    } catch (failure) {
      const found = serverErrors(failure, fields, translate);
      if (found) setError(found.fields.code ?? found.form.join(" "));
      else toastError(errorText(failure, t, "settings.plugins.activateFailed"));
    } finally {
      running.current = false;
      setActivating(false);
    }
  };

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
          <Badge color={active ? "teal.9" : "gray.7"} variant="filled">
            {active ? t("settings.plugins.active") : t("settings.plugins.inactive")}
          </Badge>
        </Group>
        {active ? null : (
          <form onSubmit={(event) => void activate(event)} noValidate aria-busy={activating}>
            <TextInput
              label={t("settings.plugins.code")}
              description={t("settings.plugins.codeHelp")}
              required
              autoComplete="off"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              inputContainer={besideInput(
                <Button type="submit" loading={activating} leftSection={<IconKey size={16} aria-hidden="true" />}>
                  {t("settings.plugins.activate")}
                </Button>,
              )}
            />
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
