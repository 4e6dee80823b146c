import "@mantine/dates/styles.css";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/**
 * A date-time field (Mantine dates). Its CSS is imported here, as a side effect of the one module
 * that uses it, so only the edit pages with a date carry the dates bundle.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const { i18n } = useTranslation();
  return <DateTimePicker valueFormat="DD/MM/YYYY HH:mm" clearable locale={i18n.language} {...props} />;
}
