import { ActionIcon, Group, Image, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewImage } from "~/api/sales/reviews";
import { mediaUrl } from "~/ui/media";

/*
 * A review's photos: thumbnails in the row, each a button opening the photo full size in a modal
 * (Esc, the close button or a click outside close it; focus returns to the thumbnail). With several
 * photos the modal steps through them, so the whole set can be seen without closing.
 */

const THUMB = 40;

export function ReviewPhotos({ images, reviewer, product }: { images: readonly ReviewImage[]; reviewer: string; product: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return <Text size="sm">—</Text>;
  const count = images.length;
  const shown = open === null ? null : images[open];
  const step = (by: number) => setOpen((current) => (current === null ? null : (current + by + count) % count));
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {images.map((image, index) => (
          <UnstyledButton
            key={image.id}
            onClick={() => setOpen(index)}
            aria-label={t("sales.reviews.openPhoto", { n: index + 1, count, name: reviewer })}
            style={{ borderRadius: "var(--mantine-radius-sm)", lineHeight: 0 }}
          >
            {/* The button names the photo: the thumbnail itself is decoration. */}
            <Image src={mediaUrl(image.image, { thumb: true })} alt="" w={THUMB} h={THUMB} radius="sm" fit="cover" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={shown !== null}
        onClose={() => setOpen(null)}
        title={t("sales.reviews.photoTitle", { name: reviewer })}
        closeButtonProps={{ "aria-label": t("common.close") }}
        size="lg"
        centered
      >
        {shown && open !== null ? (
          <Stack gap="sm" align="center">
            <Image
              src={mediaUrl(shown.image)}
              alt={t("sales.reviews.photoAlt", { n: open + 1, count, name: reviewer, product })}
              fit="contain"
              mah="70vh"
              w="auto"
              maw="100%"
            />
            {count > 1 ? (
              <Group justify="center" gap="sm">
                <ActionIcon variant="default" onClick={() => step(-1)} aria-label={t("sales.reviews.previousPhoto")}>
                  <IconChevronLeft size={18} aria-hidden="true" />
                </ActionIcon>
                <Text size="sm" aria-live="polite">
                  {t("sales.reviews.photoPosition", { n: open + 1, count })}
                </Text>
                <ActionIcon variant="default" onClick={() => step(1)} aria-label={t("sales.reviews.nextPhoto")}>
                  <IconChevronRight size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
