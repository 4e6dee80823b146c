import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Public/private or yes/no: the API's 1/2 flags, held as the strings "1"/"2". */
export function FlagSelect({ label, kind, value, onChange, error, name }: { label: string; kind: "status" | "yesNo"; value: string; onChange: (value: string) => void; error?: string; name?: string }) {
  const { t } = useTranslation();
  const data =
    kind === "status"
      ? [
          { value: "1", label: t("common.public") },
          { value: "2", label: t("common.private") },
        ]
      : [
          { value: "1", label: t("common.yes") },
          { value: "2", label: t("common.no") },
        ];
  return <NativeSelect label={label} name={name} data={data} value={value} error={error} onChange={(event) => onChange(event.currentTarget.value)} />;
}
