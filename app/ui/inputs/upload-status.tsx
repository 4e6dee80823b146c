import { Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An upload's progress bar while it runs, and what went wrong when it failed. */
export function UploadStatus({ progress, error }: { progress: number | null; error: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {progress !== null ? <Progress value={progress} aria-label={t("upload.progress")} animated /> : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}
