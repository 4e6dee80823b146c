import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "~/i18n/keys";

/** Dark filled shades (contrast on any row); an unknown status is shown as the server wrote it. */
const COLORS: Record<string, string> = { running: "blue.9", pending: "blue.9", success: "teal.9", failed: "red.9", recorded: "gray.7" };

export function DeployStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status in COLORS;
  return (
    <Badge color={COLORS[status] ?? "gray.7"} variant="filled" styles={{ label: { overflow: "visible" } }}>
      {known ? t(`settings.deploy.statuses.${status}` as TranslationKey) : status}
    </Badge>
  );
}
