import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../feedback/error-text";
import { toastError } from "../feedback/toast";
import { buildCsv, downloadText, fetchAllPages } from "./csv";
import type { ListDescription } from "./description";
import { apiQuery, type ListState } from "./url-state";

type Id = number | string;

/** CSV of every page of the list's current filter, with its progress (`3/12`) while it runs. */
export function useCsvExport<T>(description: ListDescription<T>, state: ListState) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<string | null>(null);
  const run = async () => {
    if (progress !== null) return;
    setProgress("");
    try {
      const all = await fetchAllPages(
        (page) => description.load({ ...apiQuery(state), page }),
        (done, of) => setProgress(`${done}/${of}`),
      );
      // A row may come back on two pages (the categories tree repeats subtrees): export it once.
      const seen = new Set<Id>();
      const unique = all.filter((row) => {
        const id = description.rowId(row);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      const columns = description.columns.flatMap((c) => (c.csv ? [{ title: c.title, csv: c.csv }] : []));
      const csv = buildCsv(
        columns.map((c) => t(c.title)),
        unique.map((row) => columns.map((c) => c.csv(row))),
      );
      downloadText(`${description.resource}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toastError(errorText(error, t, "list.exportFailed"));
    } finally {
      setProgress(null);
    }
  };
  return { run, progress };
}
