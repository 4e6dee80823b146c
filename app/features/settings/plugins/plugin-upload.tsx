import { Button, FileInput, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { PLUGIN_ZIP_MAX_BYTES, uploadPlugin, type Plugin } from "~/api/settings/plugins";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";

const MAX_KB = PLUGIN_ZIP_MAX_BYTES / 1024;

/** The client's checks of a chosen package: a .zip within the server's size limit. */
export function zipProblem(
  file: File | null,
): "settings.plugins.zipRequired" | "settings.plugins.zipType" | "settings.plugins.zipTooLarge" | null {
  if (!file) return "settings.plugins.zipRequired";
  if (!/\.zip$/i.test(file.name)) return "settings.plugins.zipType";
  if (file.size > PLUGIN_ZIP_MAX_BYTES) return "settings.plugins.zipTooLarge";
  return null;
}

/**
 * "Add plugin" (§10.10): a zip picker checked here first (type, ≤ 2048 KB like the server), then
 * sent with its progress shown; the server's own message (error key `zip`) lands under the picker.
 */
export function PluginUpload({ onUploaded, disabled }: { onUploaded: (plugin: Plugin) => Promise<void>; disabled: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const problem = zipProblem(file);
    if (problem || !file) {
      setError(t(problem ?? "settings.plugins.zipRequired", { max: MAX_KB }));
      return;
    }
    running.current = true;
    setProgress(0);
    setError(null);
    try {
      const plugin = await uploadPlugin(file, { onProgress: setProgress });
      toastSuccess(t("settings.plugins.uploaded", { name: plugin.name }));
      setFile(null);
      await onUploaded(plugin);
    } catch (failure) {
      const messages = isApiError(failure) ? Object.values(failure.fieldErrors).flat() : [];
      if (messages.length) setError(messages.join(" "));
      else toastError(errorText(failure, t, "settings.plugins.uploadFailed"));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={progress !== null}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t("settings.plugins.addTitle")}
          </Title>
          <Text size="sm">{t("settings.plugins.addHelp", { max: MAX_KB })}</Text>
          <FileInput
            label={t("settings.plugins.zip")}
            accept=".zip,application/zip"
            required
            clearable
            clearButtonProps={{ "aria-label": t("settings.plugins.zipClear") }}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(next ? (zipProblem(next) ? t(zipProblem(next) ?? "settings.plugins.zipRequired", { max: MAX_KB }) : null) : null);
            }}
            error={error}
            disabled={disabled}
          />
          {progress !== null ? <Progress value={progress} aria-label={t("settings.plugins.uploading")} /> : null}
          <div>
            <Button type="submit" loading={progress !== null} disabled={disabled} leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {t("settings.plugins.upload")}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
