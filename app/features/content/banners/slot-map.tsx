import { Badge, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BannerSummary } from "~/api/content/banners";
import { useAppAbility } from "~/access/can";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { mediaUrl } from "~/ui/media";
import { EmptySlot } from "../empty-slot";
import { SourceTypeText } from "../sources/source-type-text";
import { SLOT_AREAS, SLOT_NAMES } from "./banners";

/*
 * /banners (admin-screens §9.3): the fixed banner slots drawn as a map of the storefront, each named
 * by where it appears, showing its banner (image, status, closable, source) or that it is empty.
 */

function BannerCard({ banner, slotName }: { banner: BannerSummary; slotName: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Image src={mediaUrl(banner.image)} alt={banner.title || slotName} h={120} fit="contain" bg="var(--mantine-color-gray-0)" />
      <Text size="sm" fw={500}>
        {banner.title}
      </Text>
      <Group gap={6}>
        <Badge color={banner.status === 1 ? "teal.9" : "gray.7"} variant="filled" size="sm">
          {t(banner.status === 1 ? "common.public" : "common.private")}
        </Badge>
        <Badge color={banner.closable === 1 ? "blue.9" : "gray.7"} variant="filled" size="sm">
          {t(banner.closable === 1 ? "storefront.banners.closable" : "storefront.banners.notClosable")}
        </Badge>
      </Group>
      <SourceTypeText type={banner.source_type ?? null} />
      <div>
        <Button
          component={AppLink}
          to={urls.banners.edit(banner.id)}
          variant="default"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          aria-label={t("storefront.banners.edit", { slot: slotName, name: banner.title })}
        >
          {t("storefront.common.edit")}
        </Button>
      </div>
    </Stack>
  );
}

function Slot({ type, banners }: { type: number; banners: BannerSummary[] }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const headingId = useId();
  const name = t(SLOT_NAMES[type]);
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-labelledby={headingId}
      data-slot={type}
      style={banners.length ? undefined : { borderStyle: "dashed" }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {t("storefront.banners.slotNumber", { n: type })}
          </Text>
        </Group>
        {banners.length ? (
          banners.map((b) => <BannerCard key={b.id} banner={b} slotName={name} />)
        ) : (
          <Stack gap="xs" align="flex-start">
            <EmptySlot
              note={t("storefront.banners.empty")}
              canCreate={ability.can("create", "banner")}
              to={`${urls.banners.create()}?type=${type}`}
              action={t("storefront.banners.setUp")}
              actionLabel={t("storefront.banners.setUpSlot", { slot: name })}
              compact
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function SlotMap({ banners }: { banners: BannerSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t("storefront.banners.intro")}
      </Text>
      {SLOT_AREAS.map((area) => (
        <Paper withBorder p="md" key={area.title}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(area.title)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: area.columns }} spacing="md">
              {area.slots.map((type) => (
                <Slot key={type} type={type} banners={banners.filter((b) => b.type === type)} />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
