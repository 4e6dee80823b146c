import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface FlagSelectProps {
  label: string;
  kind: "status" | "yesNo";
  /** "1" (yes, public) or "2" (no, private). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
}

/** The labels of a flag's two values, by kind. */
const LABELS = { status: ["common.public", "common.private"], yesNo: ["common.yes", "common.no"] } as const;

/** Public/private or yes/no: the API's 1/2 flags, held as the strings "1"/"2". */
export function FlagSelect({ kind, onChange, ...props }: FlagSelectProps) {
  const { t } = useTranslation();
  const [one, two] = LABELS[kind];
  const data = [
    { value: "1", label: t(one) },
    { value: "2", label: t(two) },
  ];
  return <NativeSelect {...props} data={data} onChange={(event) => onChange(event.currentTarget.value)} />;
}
