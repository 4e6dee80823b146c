import { Loader, Select, type SelectProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface AsyncOption {
  value: string;
  label: string;
}

export interface AsyncSelectProps extends Omit<SelectProps, "data" | "onChange" | "value" | "searchValue" | "onSearchChange"> {
  value: string | null;
  onChange: (value: string | null, option: AsyncOption | null) => void;
  /** Asks the server for options matching the typed text (`q`). */
  load: (q: string) => Promise<AsyncOption[]>;
  /** The current value's option, so its label shows before any search. */
  initialOption?: AsyncOption | null;
  /** Options never offered (e.g. the record itself as its own parent). */
  exclude?: readonly string[];
}

/** A searchable dropdown whose options come from the server as the user types (debounced). */
export function AsyncSelect({ value, onChange, load, initialOption, exclude, ...props }: AsyncSelectProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<AsyncOption[]>(initialOption ? [initialOption] : []);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const selected = useRef<AsyncOption | null>(initialOption ?? null);

  const search = async (q: string) => {
    const ticket = ++request.current;
    setLoading(true);
    try {
      const found = await load(q);
      // Only the latest answer counts: an earlier, slower one must not overwrite it.
      if (ticket !== request.current) return;
      const keep = selected.current && !found.some((o) => o.value === selected.current!.value) ? [selected.current] : [];
      setOptions([...keep, ...found].filter((o) => !exclude?.includes(o.value)));
    } catch {
      if (ticket === request.current) setOptions(selected.current ? [selected.current] : []);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  };
  const debounced = useDebouncedCallback(search, 300);

  useEffect(() => {
    void search("");
    // First options once; later ones follow the typed text.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Select
      {...props}
      searchable
      clearable
      value={value}
      data={options}
      // The server filters; the dropdown shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t("list.loading") : t("common.noMatches")}
      rightSection={loading ? <Loader size={14} /> : undefined}
      onSearchChange={(text) => {
        if (text !== (options.find((o) => o.value === value)?.label ?? "")) debounced(text);
      }}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        selected.current = option;
        onChange(next, option);
      }}
    />
  );
}
