import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ColumnKey } from "./columns";
import { parseNumber } from "./numbers";
import type { RowMark } from "./use-bulk-grid";

/*
 * How the grid says its values in the user's language: amounts with two decimals ("27,50"), counts
 * grouped, the status by name; and a pasted status read back from its name or its number.
 */
export function useGridWords() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const names = { "1": t("common.public"), "2": t("common.private") } as const;
    const display = (key: ColumnKey, text: string): string => {
      if (key === "status") return text === "1" || text === "2" ? names[text] : text;
      if (key === "purchased" || key === "selling" || key === "offered" || key === "quantity") {
        const value = text.trim() === "" ? null : parseNumber(text);
        // What does not read as a number is shown as typed: its cell is marked.
        if (value === null || String(value) !== text) return text;
        return key === "quantity" ? count.format(value) : amount.format(value);
      }
      return text;
    };
    const statusOf = (text: string): "1" | "2" | null => {
      const typed = text.trim().toLowerCase();
      if (typed === "1" || typed === names["1"].toLowerCase()) return "1";
      if (typed === "2" || typed === names["2"].toLowerCase()) return "2";
      return null;
    };
    const mark = (row: RowMark): string => {
      if (row.outcome === "saved") return t("catalog.bulkEdit.marks.saved");
      if (row.outcome === "conflict") return t("catalog.bulkEdit.marks.conflict");
      if (row.outcome === "refused") return t("catalog.bulkEdit.marks.refused", { message: row.message });
      return t("catalog.bulkEdit.marks.failed", { message: row.message });
    };
    return { display, statusOf, mark };
  }, [t, language]);
}
