import { Button, FileButton, Group, Progress, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessages } from "../feedback/error-text";
import { toastSuccess } from "../feedback/toast";
import { mediaLimits } from "../media";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, checkFile } from "./upload";
import { http } from "~/api/client";

/** Several images at once (`images[]`), checked one by one before sending, with progress. */
export function MultiImageUpload({
  path,
  max,
  label,
  onUploaded,
}: {
  path: string;
  max: number;
  label: string;
  onUploaded: (answer: unknown) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const limit = mediaLimits().image;

  const upload = async (files: File[]) => {
    setErrors([]);
    if (!files.length || progress !== null) return;
    if (files.length > max) {
      setErrors([t("upload.tooMany", { max })]);
      return;
    }
    const bad = files.flatMap((f) => {
      const problem = checkFile(f, { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS }, limit);
      return problem ? [`${f.name}: ${t(problem.key, { max: problem.maxKb })}`] : [];
    });
    if (bad.length) {
      setErrors(bad);
      return;
    }
    const body = new FormData();
    for (const file of files) body.append("images[]", file);
    setProgress(0);
    try {
      const answer = await http.upload<unknown>(path, body, { onProgress: setProgress });
      toastSuccess(t("upload.doneMany", { count: files.length }));
      onUploaded(answer);
    } catch (failure) {
      setErrors(errorMessages(failure, t, "upload.failed"));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t("upload.manyHint", { max, size: limit })}
      </Text>
      <Group>
        <FileButton onChange={upload} accept={IMAGE_TYPES.join(",")} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden="true" />} loading={progress !== null}>
              {label}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? <Progress value={progress} aria-label={t("upload.progress")} /> : null}
      {errors.length ? (
        <Stack gap={2} role="alert">
          {errors.map((e) => (
            <Text key={e} size="sm" c="red">
              {e}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
