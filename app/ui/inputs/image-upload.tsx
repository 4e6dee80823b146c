import { Button, FileButton, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { errorMessages } from "../feedback/error-text";
import { toastError, toastSuccess } from "../feedback/toast";
import { mediaLimits, mediaStorage, mediaUrl } from "../media";
import { UploadStatus } from "./upload-status";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, checkFile } from "./upload";
import { http } from "~/api/client";
import type { TranslationKey } from "~/i18n/keys";

export interface ImageUploadProps {
  /** i18n key of the block's label. */
  label: TranslationKey;
  /** Current file name (or URL). */
  value: string | null | undefined;
  /** `<group>/upload/{id?}`: without an id the API creates the record with the image. */
  uploadPath: string;
  /** Sent with the file (the form's current values, so a record created by the upload keeps them). */
  fields?: Record<string, string | number | null | undefined>;
  readOnly?: boolean;
  /** The record the API answered (created or updated). */
  onUploaded: (record: unknown) => void;
  hint?: string;
  /**
   * The file chosen and not uploaded yet, kept by the form around it, which sends it with its own
   * Save (see RecordImage); without these the input keeps it itself.
   */
  chosen?: File | null;
  onChoose?: (file: File | null) => void;
}

/** An upload's body: the non-empty `fields`, then the image as `photo` (contract §6). */
export function uploadBody(fields: ImageUploadProps["fields"], photo: File | string): FormData {
  const body = new FormData();
  for (const [key, fieldValue] of Object.entries(fields ?? {})) {
    if (fieldValue !== null && fieldValue !== undefined && fieldValue !== "") body.append(key, String(fieldValue));
  }
  body.append("photo", photo);
  return body;
}

/**
 * An image with preview, client-side checks (type, profile size limit) and upload progress. In URL
 * storage mode the image is a typed URL instead of a file.
 */
export function ImageUpload({ label, value, uploadPath, fields, readOnly, onUploaded, hint, chosen, onChoose }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = onChoose ? (chosen ?? null) : ownFile;
  const setFile = onChoose ?? setOwnFile;
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const limitKb = mediaLimits().image;
  const urlMode = mediaStorage() === "URL";

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const pick = (picked: File | null) => {
    setError(null);
    if (!picked) return;
    const problem = checkFile(picked, { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS }, limitKb);
    if (problem) {
      setFile(null);
      setError(t(problem.key, { max: problem.maxKb }));
      return;
    }
    setFile(picked);
  };

  const send = async (photo: File | string) => {
    if (progress !== null) return;
    const body = uploadBody(fields, photo);
    setProgress(0);
    setError(null);
    try {
      const record = await http.upload<unknown>(uploadPath, body, { onProgress: setProgress });
      setFile(null);
      setUrl("");
      toastSuccess(t("upload.done"));
      onUploaded(record);
    } catch (failure) {
      const messages = errorMessages(failure, t, "upload.failed");
      setError(messages.join(" "));
      if (!isApiError(failure) || !Object.keys(failure.fieldErrors).length) toastError(messages[0]);
    } finally {
      setProgress(null);
    }
  };

  const shown = preview ?? mediaUrl(value);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id={`${id}-label`}>
        {t(label)}
      </Text>
      {shown ? (
        <Image src={shown} alt={t("upload.preview")} radius="sm" mah={220} fit="contain" bg="var(--mantine-color-gray-0)" />
      ) : (
        <Text size="sm" c="dimmed">
          {t("upload.noImage")}
        </Text>
      )}
      {readOnly ? null : urlMode ? (
        <Group align="flex-end" gap="xs">
          <TextInput label={t("upload.url")} value={url} onChange={(e) => setUrl(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button onClick={() => url.trim() && send(url.trim())} loading={progress !== null} disabled={!url.trim()}>
            {t("upload.save")}
          </Button>
        </Group>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {hint ?? t("upload.imageHint", { max: limitKb })}
          </Text>
          <Group gap="xs">
            <FileButton onChange={pick} accept={IMAGE_TYPES.join(",")}>
              {(props) => (
                <Button variant="default" {...props} aria-describedby={`${id}-label`}>
                  {t("upload.choose")}
                </Button>
              )}
            </FileButton>
            <Button
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              disabled={!file}
              loading={progress !== null}
              onClick={() => file && send(file)}
            >
              {t("upload.upload")}
            </Button>
          </Group>
          {file ? (
            <Text size="xs">
              {file.name}
              {onChoose ? ` · ${t("upload.withSave")}` : null}
            </Text>
          ) : null}
        </>
      )}
      <UploadStatus progress={progress} error={error} />
    </Stack>
  );
}
