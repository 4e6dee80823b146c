import { ActionIcon, Button, Card, CopyButton, Group, Image, SimpleGrid, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useRevalidator } from "@remix-run/react";
import { IconCheck, IconCopy, IconSearch, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { deleteImage, IMAGES_UPLOAD_PATH, MAX_IMAGES_PER_UPLOAD } from "~/api/catalog/bulk";
import { getProfile } from "~/session/session-store";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { MultiImageUpload } from "~/ui/inputs/multi-image-upload";
import { mediaUrl } from "~/ui/media";

const PAGE = 48;

/**
 * The media library (admin-screens §5.15): every uploaded picture once (thumbnails are shown, not
 * listed on their own), a name filter, copy URL, delete, upload several.
 */
export function ImageLibrary({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const revalidator = useRevalidator();
  const canEdit = ability.can("edit", "bulk_upload");
  const [filter, setFilter] = useState("");
  const [shown, setShown] = useState(PAGE);
  const removal = useConfirmedAction();
  const prefix = getProfile()?.thumb_prefix ?? "";
  const originals = useMemo(() => {
    const all = new Set(names);
    // A thumbnail whose original is stored is not a picture of its own.
    return names.filter((n) => !(prefix && n.startsWith(prefix) && all.has(n.slice(prefix.length))));
  }, [names, prefix]);
  const matching = originals.filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase()));

  const askDelete = (name: string) =>
    removal.start({
      run: () => deleteImage(name),
      confirm: {
        title: t("images.deleteConfirm", { name }),
        message: t("images.deleteWarning"),
        confirmLabel: t("list.delete"),
        danger: true,
      },
      done: t("list.deleted", { count: 1 }),
      failed: "list.deleteFailed",
      after: () => revalidator.revalidate(),
    });

  return (
    <Stack gap="md">
      {canEdit ? (
        <Card withBorder>
          <MultiImageUpload
            path={IMAGES_UPLOAD_PATH}
            max={MAX_IMAGES_PER_UPLOAD}
            label={t("images.upload")}
            onUploaded={() => revalidator.revalidate()}
          />
        </Card>
      ) : null}
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t("images.filter")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setShown(PAGE);
          }}
          w={280}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="images-summary">
          {matching.length
            ? t("list.showing", { from: 1, to: Math.min(shown, matching.length), total: matching.length })
            : t("list.showingNone")}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {matching.slice(0, shown).map((name) => {
          const url = mediaUrl(name) ?? "";
          return (
            <Card key={name} withBorder padding="xs" component="li">
              <Card.Section>
                <Image src={mediaUrl(name, { thumb: true })} alt={name} h={120} fit="contain" />
              </Card.Section>
              <Text size="xs" mt={6} style={{ wordBreak: "break-all" }}>
                {name}
              </Text>
              <Group gap={4} justify="flex-end" mt={4}>
                <CopyButton value={new URL(url, window.location.href).href}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t("images.copied") : t("images.copyUrl")}>
                      <ActionIcon variant="subtle" onClick={copy} aria-label={`${t("images.copyUrl")}: ${name}`}>
                        {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
                {canEdit ? (
                  <Tooltip label={t("list.delete")}>
                    <ActionIcon variant="subtle" color="red" onClick={() => askDelete(name)} aria-label={`${t("list.delete")}: ${name}`}>
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {matching.length > shown ? (
        <Button variant="default" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: "center" }}>
          {t("images.showMore")}
        </Button>
      ) : null}
      {removal.dialog}
    </Stack>
  );
}
