import { Box, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { memo, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyRecordPicker } from "../inputs/lazy-record-picker";
import type { FilterOption, ListFilter } from "./description";

/** Typing in a number box waits for a pause before the list reloads (as the search box does). */
const TYPING_DEBOUNCE_MS = 300;

const PUBLIC_PRIVATE: readonly FilterOption[] = [
  { value: "1", label: "common.public" },
  { value: "2", label: "common.private" },
];

type Values = Record<string, string>;

interface FilterProps<F extends ListFilter> {
  filter: F;
  values: Values;
  /** Sets some of the list's filter values ("" clears one). */
  change: (patch: Values) => void;
}

function SelectFilter({ filter, values, change }: FilterProps<Extract<ListFilter, { kind: "select" | "status" }>>) {
  const { t } = useTranslation();
  const options = filter.options ?? PUBLIC_PRIVATE;
  return (
    <NativeSelect
      label={t(filter.label)}
      value={values[filter.key] ?? ""}
      data={[{ value: "", label: t("list.all") }, ...options.map((o) => ({ value: o.value, label: t(o.label) }))]}
      onChange={(event) => change({ [filter.key]: event.currentTarget.value })}
    />
  );
}

/** Two bounds under one caption; each box is named "<caption> – from/to" for screen readers. */
function RangeFilter({ filter, values, change }: FilterProps<Extract<ListFilter, { kind: "dateRange" | "numberRange" }>>) {
  const { t } = useTranslation();
  const captionId = useId();
  const [fromKey, toKey] = filter.keys;
  const numeric = filter.kind === "numberRange";
  // Number boxes hold what is typed and follow the URL after a pause; date pickers commit at once.
  const from = values[fromKey] ?? "";
  const to = values[toKey] ?? "";
  const [typed, setTyped] = useState<Values>({ [fromKey]: from, [toKey]: to });
  // The URL changed (back/forward, "clear filters"): show its bounds.
  useEffect(() => setTyped({ [fromKey]: from, [toKey]: to }), [fromKey, toKey, from, to]);
  const push = useDebouncedCallback((patch: Values) => change(patch), TYPING_DEBOUNCE_MS);
  const box = (key: string, end: "list.from" | "list.to") => (
    <TextInput
      type={numeric ? "number" : "date"}
      inputMode={numeric ? "decimal" : undefined}
      aria-label={`${t(filter.label)} – ${t(end)}`}
      placeholder={numeric ? t(end) : undefined}
      w={numeric ? 110 : undefined}
      value={typed[key] ?? ""}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((current) => ({ ...current, [key]: value }));
        if (numeric) push({ [key]: value });
        else change({ [key]: value });
      }}
    />
  );
  return (
    <Box role="group" aria-labelledby={captionId}>
      <Text id={captionId} size="sm" fw={500} mb={2}>
        {t(filter.label)}
      </Text>
      <Group gap={4} wrap="nowrap" align="center">
        {box(fromKey, "list.from")}
        <Text size="sm" aria-hidden="true">
          –
        </Text>
        {box(toKey, "list.to")}
      </Group>
    </Box>
  );
}

/**
 * Checkboxes under one caption; the ticked values go to the API comma-joined, as it reads them. The
 * browser's own boxes (cells.css): Mantine's Checkbox group was 1.9 KiB gzip of every list's first load.
 */
function FlagsFilter({ filter, values, change }: FilterProps<Extract<ListFilter, { kind: "flags" }>>) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const ticked = new Set((values[filter.key] ?? "").split(",").filter(Boolean));
  // The options' order, whatever the order of the clicks: one URL per combination.
  const set = (value: string, on: boolean) =>
    change({
      [filter.key]: filter.options
        .filter((option) => (option.value === value ? on : ticked.has(option.value)))
        .map((option) => option.value)
        .join(","),
    });
  return (
    <fieldset className="list-flags" aria-describedby={filter.description ? descriptionId : undefined}>
      <legend className="list-flags-caption">{t(filter.label)}</legend>
      {filter.description ? (
        <p id={descriptionId} className="list-flags-description">
          {t(filter.description)}
        </p>
      ) : null}
      <div className="list-flags-options">
        {filter.options.map((option) => (
          <label key={option.value} className="list-flag">
            <input
              type="checkbox"
              className="native-check"
              checked={ticked.has(option.value)}
              onChange={(event) => set(option.value, event.currentTarget.checked)}
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RecordFilter({ filter, values, change }: FilterProps<Extract<ListFilter, { kind: "record" }>>) {
  const { t } = useTranslation();
  return (
    <LazyRecordPicker
      label={t(filter.label)}
      placeholder={t("list.all")}
      w={220}
      value={values[filter.key] ?? ""}
      search={filter.search}
      find={filter.find}
      onChange={(id) => change({ [filter.key]: id })}
    />
  );
}

interface ListFiltersProps {
  filters: readonly ListFilter[];
  values: Values;
  /** Should keep its identity across renders (the filters are memoised on it). */
  change: (patch: Values) => void;
}

/** The same filter values: each page's data brings a new object with the same keys and values. */
function sameValues(a: Values, b: Values): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The list's filters, each writing its own URL key(s). Memoised on their values: a page or sort
 * change does not render them again (the record pickers alone were a quarter of a page change's
 * renders in the list profile, docs/decisions/0003).
 */
export const ListFilters = memo(
  function ListFilters({ filters, values, change }: ListFiltersProps) {
    return (
      <>
        {filters.map((filter) => {
          const props = { values, change };
          switch (filter.kind) {
            case "select":
            case "status":
              return <SelectFilter key={filter.key} filter={filter} {...props} />;
            case "flags":
              return <FlagsFilter key={filter.key} filter={filter} {...props} />;
            case "date":
              return <DateFilter key={filter.key} filter={filter} {...props} />;
            case "dateRange":
            case "numberRange":
              return <RangeFilter key={filter.keys.join(":")} filter={filter} {...props} />;
            case "record":
              return <RecordFilter key={filter.key} filter={filter} {...props} />;
          }
        })}
      </>
    );
  },
  (before, after) => before.filters === after.filters && before.change === after.change && sameValues(before.values, after.values),
);

function DateFilter({ filter, values, change }: FilterProps<Extract<ListFilter, { kind: "date" }>>) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t(filter.label)}
      value={values[filter.key] ?? ""}
      onChange={(event) => change({ [filter.key]: event.currentTarget.value })}
    />
  );
}
