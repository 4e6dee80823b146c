import { Alert, Grid, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FieldCols, ResourceForm } from "~/ui/resource/resource-form";
import { customScripts } from "./custom-scripts";

type ScriptRecord = Awaited<ReturnType<typeof customScripts.api.find>>;

/** The form, under a warning that the code runs in every visitor's browser. */
export function CustomScriptForm({ record }: { record: ScriptRecord | null }) {
  const { t } = useTranslation();
  return (
    <ResourceForm key={record?.id ?? "new"} resource={customScripts} record={record}>
      {(form) => (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={t("content.customScripts.warningTitle")}
          >
            {t("content.customScripts.warning")}
          </Alert>
          <Grid>
            <FieldCols form={form} fields={customScripts.fields} />
          </Grid>
        </Stack>
      )}
    </ResourceForm>
  );
}
