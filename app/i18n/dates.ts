import type { Language } from "./languages";

/** BCP 47 tags for date and number formatting in each language. */
const FORMAT_LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB", fr: "fr-FR", de: "de-DE" };

export type DateStyle = "date" | "dateTime" | "time" | "compact";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
  // A table's cell: all digits, a two-digit year ("29/11/26, 10:05"), a third narrower than "dateTime".
  compact: { day: "2-digit", month: "2-digit", year: "2-digit", hour: "2-digit", minute: "2-digit" },
};

/**
 * Formats a date of the API (ISO string, `YYYY-MM-DD HH:MM:SS` in UTC, or epoch ms) in the given
 * language. Unparseable input comes back as it was rather than as "Invalid Date".
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  language: Language,
  style: DateStyle = "dateTime",
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === "") return "";
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === "number") date = new Date(value);
  else date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(" ", "T")}Z` : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormatter(language, style, timeZone).format(date);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one: a list page formats a
// few dates per row on every render, so each language/style/zone gets one, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: Language, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(FORMAT_LOCALES[language], { ...OPTIONS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatLocaleOf(language: Language): string {
  return FORMAT_LOCALES[language];
}
