import type { TranslationKey } from "~/i18n/keys";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "~/ui/list-page/description";

/** Where now is against a start and an end time: before, inside or after. */
export type RunState = "scheduled" | "running" | "ended";

// Lists answer times in the zone they were asked for, the user's: a wall clock time, read as local.
const instant = (value: string | null | undefined) => (value ? new Date(value.replace(" ", "T")).getTime() : Number.NaN);

export function runState(start: string | null | undefined, end: string | null | undefined, now = Date.now()): RunState | null {
  const from = instant(start);
  const to = instant(end);
  if (!Number.isNaN(to) && now > to) return "ended";
  if (!Number.isNaN(from) && now < from) return "scheduled";
  return Number.isNaN(from) && Number.isNaN(to) ? null : "running";
}

// Filled dark shades, as the status badges: the light variants fail WCAG contrast on striped rows.
const COLORS: Record<RunState, string> = { scheduled: "blue.9", running: "teal.9", ended: "gray.7" };

export function RunBadge({ state }: { state: RunState | null }) {
  const { t } = useTranslation();
  if (!state) return <>{t("marketing.run.always")}</>;
  return (
    <Badge color={COLORS[state]} variant="filled">
      {t(`marketing.run.${state}`)}
    </Badge>
  );
}

/** Scheduled / running / ended, from the row's times (in the user's zone, as `all` answers them). */
export function runColumn<T>(
  label: TranslationKey,
  times: (row: T) => [start: string | null | undefined, end: string | null | undefined],
): ListColumn<T> {
  return {
    key: "run",
    title: label,
    render: (row) => <RunBadge state={runState(...times(row))} />,
    csv: (row) => runState(...times(row)) ?? "",
  };
}
