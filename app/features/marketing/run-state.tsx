import type { TranslationKey } from "~/i18n/keys";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { instantOfWall, shopZone } from "~/i18n/shop-zone";
import type { ListColumn } from "~/ui/list-page/description";

/** Where now is against a start and an end time: before, inside or after. */
export type RunState = "scheduled" | "running" | "ended";

/** A voucher's state as a manager reads it: switched off, or where now is against its times. */
export type ScheduleState = RunState | "inactive";

// Lists answer times in the zone they were asked for, the shop's: a wall clock time of that zone.
const instant = (value: string | null | undefined, zone: string | undefined) =>
  value ? (instantOfWall(value, zone)?.getTime() ?? Number.NaN) : Number.NaN;

export function runState(
  start: string | null | undefined,
  end: string | null | undefined,
  now = Date.now(),
  zone = shopZone(),
): RunState | null {
  const from = instant(start, zone);
  const to = instant(end, zone);
  if (!Number.isNaN(to) && now > to) return "ended";
  if (!Number.isNaN(from) && now < from) return "scheduled";
  return Number.isNaN(from) && Number.isNaN(to) ? null : "running";
}

/**
 * A voucher's state ("Attivo" said nothing of a voucher that had ended): inactive when
 * switched off, else scheduled, running or ended by its times; one without times runs.
 */
export function scheduleState(
  active: boolean,
  start: string | null | undefined,
  end: string | null | undefined,
  now = Date.now(),
  zone = shopZone(),
): ScheduleState {
  if (!active) return "inactive";
  return runState(start, end, now, zone) ?? "running";
}

// Filled dark shades, as the status badges: the light variants fail WCAG contrast on striped rows.
const COLORS: Record<ScheduleState, string> = { scheduled: "blue.9", running: "teal.9", ended: "gray.7", inactive: "red.9" };

export function RunBadge({ state }: { state: RunState | null }) {
  const { t } = useTranslation();
  if (!state) return <>{t("marketing.run.always")}</>;
  return (
    <Badge color={COLORS[state]} variant="filled">
      {t(`marketing.run.${state}`)}
    </Badge>
  );
}

function ScheduleBadge({ state }: { state: ScheduleState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="filled">
      {t(`marketing.voucherRun.${state}`)}
    </Badge>
  );
}

/** Scheduled / running / ended, from the row's times (in the shop's zone, as `all` answers them). */
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

/** Inactive / scheduled / running / ended (a voucher's state column). */
export function scheduleColumn<T>(
  key: string,
  label: TranslationKey,
  state: (row: T) => [active: boolean, start: string | null | undefined, end: string | null | undefined],
): ListColumn<T> {
  return {
    key,
    title: label,
    render: (row) => <ScheduleBadge state={scheduleState(...state(row))} />,
    csv: (row) => scheduleState(...state(row)),
  };
}

function ShopTime({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const zone = shopZone();
  const at = value ? instantOfWall(value, zone) : null;
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {at ? formatDate(at, isLanguage(i18n.language) ? i18n.language : "it", "dateTime", zone) : "—"}
    </span>
  );
}

/** A start or end time as the list answers it (the shop's wall clock), shown on the shop's clock. */
export function shopTimeColumn<T>(
  key: string,
  label: TranslationKey,
  value: (row: T) => string | null | undefined,
  sortBy?: string,
): ListColumn<T> {
  return { key, title: label, sortBy, render: (row) => <ShopTime value={value(row)} />, csv: (row) => value(row) ?? "" };
}
