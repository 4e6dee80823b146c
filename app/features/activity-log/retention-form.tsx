import { Button, Group, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { activityLogApi } from "~/api/activity/log";
import { toastSuccess } from "~/ui/feedback/toast";
import { ErrorSummary } from "~/ui/form/error-summary";
import { useFormEngine } from "~/ui/form/form-engine";
import type { FormField } from "~/ui/form/messages";

/*
 * "Keep entries for N days": the log's retention (`activity-log/settings`), for users who may edit
 * settings. Through the form engine, so the server's messages are said beside the field.
 */

interface Values {
  retention_days: string;
}

const FIELDS: readonly FormField[] = [{ name: "retention_days", label: "activityLog.retention.label" }];

const schema = z.object({
  retention_days: z.string().check(
    z.regex(/^\d{1,4}$/, "activityLog.retention.range"),
    z.refine((v) => Number(v) >= 1 && Number(v) <= 3650, "activityLog.retention.range"),
  ),
});

export function RetentionForm() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    activityLogApi.settings().then(
      (settings) => live && setLoaded({ retention_days: String(settings.retention_days) }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Text size="sm">{t("activityLog.retention.loadFailed")}</Text>;
  return loaded ? <RetentionFields initial={loaded} /> : null;
}

function RetentionFields({ initial }: { initial: Values }) {
  const { t } = useTranslation();
  const engine = useFormEngine({ initial, fields: FIELDS, schema, failMessage: "activityLog.retention.failed" });
  const save = async (sent: Values) => {
    const saved = await activityLogApi.saveSettings({ retention_days: Number(sent.retention_days) });
    engine.reset({ retention_days: String(saved.retention_days) });
    toastSuccess(t("activityLog.retention.saved"));
  };
  return (
    <form
      ref={engine.formRef}
      noValidate
      aria-label={t("activityLog.retention.title")}
      onSubmit={(event) => {
        event.preventDefault();
        void engine.submit(save);
      }}
    >
      <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          {...engine.form.text("retention_days")}
          label={t("activityLog.retention.label")}
          description={t("activityLog.retention.hint")}
          inputMode="numeric"
          w={260}
        />
        <Button type="submit" loading={engine.busy} disabled={!engine.form.dirty}>
          {t("activityLog.retention.save")}
        </Button>
      </Group>
      {engine.dialog}
    </form>
  );
}
