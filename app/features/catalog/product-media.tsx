import { ActionIcon, Button, Card, FileButton, Group, Image, MultiSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteProductImage,
  productUploads,
  saveImageAttributes,
  type AttributeWithValues,
  type ProductImage,
} from "~/api/catalog/product";
import type { Product } from "./product-resource";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { errorMessages } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, checkFile } from "~/ui/inputs/upload";
import { UploadStatus } from "~/ui/inputs/upload-status";
import { mediaLimits, mediaUrl } from "~/ui/media";

/** One gallery picture: thumbnail, the attribute values it shows (which variant), delete. */
function GalleryCard({
  productId,
  image,
  valueOptions,
  readOnly,
  onDelete,
}: {
  productId: number;
  image: ProductImage;
  valueOptions: { group: string; items: { value: string; label: string }[] }[];
  readOnly: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<string[]>(image.attributes.map((a) => String(a.attribute_value_id)));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await saveImageAttributes(productId, image.id, values.map(Number));
      toastSuccess(t("edit.saved"));
    } catch (error) {
      toastError(errorMessages(error, t, "edit.saveFailed").join(" "));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder padding="xs">
      <Card.Section>
        <Image
          src={mediaUrl(image.image, { thumb: true })}
          alt={t("catalog.products.galleryImage", { name: image.image })}
          h={120}
          fit="contain"
        />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <MultiSelect
          size="xs"
          label={t("catalog.products.imageAttributes", { count: values.length })}
          data={valueOptions}
          value={values}
          onChange={setValues}
          disabled={readOnly}
          searchable
        />
        {readOnly ? null : (
          <Group justify="space-between" gap={4}>
            <Button size="xs" variant="light" onClick={save} loading={saving}>
              {t("edit.save")}
            </Button>
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={t("catalog.products.deleteImage", { name: image.image })}
              onClick={onDelete}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The product's picture gallery (only once the product exists): upload several, tag, delete. */
export function ProductGallery({
  product,
  attributes,
  readOnly,
}: {
  product: Product;
  attributes: AttributeWithValues[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [images, setImages] = useState<ProductImage[]>(product.product_images);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removal = useConfirmedAction();
  const limit = mediaLimits().image;
  const valueOptions = attributes
    .filter((a) => a.values.length > 0)
    .map((a) => ({ group: a.title, items: a.values.map((v) => ({ value: String(v.id), label: `${v.title} (${a.title})` })) }));

  const upload = async (files: File[]) => {
    setError(null);
    if (!files.length || progress !== null) return;
    const bad = files
      .map((f) => ({ f, problem: checkFile(f, { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS }, limit) }))
      .filter((x) => x.problem);
    if (bad.length) {
      setError(bad.map((x) => `${x.f.name}: ${t(x.problem!.key, { max: x.problem!.maxKb })}`).join(" "));
      return;
    }
    const body = new FormData();
    for (const file of files) body.append("images[]", file);
    setProgress(0);
    try {
      setImages(await productUploads.gallery(product.id, body, setProgress));
      toastSuccess(t("upload.done"));
    } catch (failure) {
      setError(errorMessages(failure, t, "upload.failed").join(" "));
    } finally {
      setProgress(null);
    }
  };

  const askDelete = (image: ProductImage) =>
    removal.start({
      run: async () => setImages(await deleteProductImage(image.id)),
      confirm: { title: t("catalog.products.deleteImageConfirm"), confirmLabel: t("list.delete"), danger: true },
      done: t("list.deleted", { count: 1 }),
      failed: "list.deleteFailed",
    });

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("catalog.products.gallery")}
      </Text>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("catalog.products.noImages")}
        </Text>
      ) : null}
      <SimpleGrid cols={2} spacing="xs">
        {images.map((image) => (
          <GalleryCard
            key={image.id}
            productId={product.id}
            image={image}
            valueOptions={valueOptions}
            readOnly={readOnly}
            onDelete={() => askDelete(image)}
          />
        ))}
      </SimpleGrid>
      {readOnly ? null : (
        <FileButton onChange={upload} accept={IMAGE_TYPES.join(",")} multiple>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={progress !== null}>
              {t("catalog.products.addImages")}
            </Button>
          )}
        </FileButton>
      )}
      <UploadStatus progress={progress} error={error} />
      {removal.dialog}
    </Stack>
  );
}

/** The first frame of a video as a JPEG, for its thumbnail (the API stores both). */
function videoThumbnail(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    video.muted = true;
    video.preload = "auto";
    video.src = url;
    const fail = () => {
      URL.revokeObjectURL(url);
      reject(new Error("thumbnail"));
    };
    video.onerror = fail;
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.1, video.duration || 0);
    };
    video.onseeked = () => {
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth || 320;
      canvas.height = video.videoHeight || 240;
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          URL.revokeObjectURL(url);
          if (blob) resolve(blob);
          else reject(new Error("thumbnail"));
        },
        "image/jpeg",
        0.85,
      );
    };
  });
}

const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/ogg"];

/** The product's video with its thumbnail; uploading on a new product creates it. */
export function ProductVideo({
  product,
  readOnly,
  onCreated,
}: {
  product: Product | null;
  readOnly: boolean;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [video, setVideo] = useState({ video: product?.video ?? "", thumb: product?.video_thumb ?? "" });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limit = mediaLimits().video;

  const upload = async (file: File | null) => {
    setError(null);
    if (!file || progress !== null) return;
    const problem = checkFile(file, { types: VIDEO_TYPES, extensions: ["mp4", "mov", "ogg", "qt"] }, limit);
    if (problem) {
      setError(t(problem.key, { max: problem.maxKb }));
      return;
    }
    setProgress(0);
    try {
      const body = new FormData();
      body.append("video_file", file);
      const thumb = await videoThumbnail(file).catch(() => null);
      if (thumb) body.append("thumb", thumb, "thumb.jpg");
      const saved = await productUploads.video(product?.id, body, setProgress);
      toastSuccess(t("upload.done"));
      if (!product) onCreated(saved.id);
      else setVideo({ video: saved.video ?? "", thumb: saved.video_thumb ?? "" });
    } catch (failure) {
      setError(errorMessages(failure, t, "upload.failed").join(" "));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("catalog.products.video")}
      </Text>
      {video.video ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the uploaded file: the shop keeps no captions for product videos
        <video
          src={mediaUrl(video.video) ?? undefined}
          poster={video.thumb ? (mediaUrl(video.thumb) ?? undefined) : undefined}
          controls
          style={{ width: "100%", borderRadius: 4 }}
          aria-label={t("catalog.products.video")}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t("catalog.products.noVideo")}
        </Text>
      )}
      {readOnly ? null : (
        <>
          <Text size="xs" c="dimmed">
            {t("catalog.products.videoHint", { max: limit })}
          </Text>
          <FileButton onChange={upload} accept={VIDEO_TYPES.join(",")}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={progress !== null}>
                {t("catalog.products.uploadVideo")}
              </Button>
            )}
          </FileButton>
        </>
      )}
      <UploadStatus progress={progress} error={error} />
    </Stack>
  );
}
