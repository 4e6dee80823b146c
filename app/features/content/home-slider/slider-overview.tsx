import { Badge, Card, Grid, Group, Image, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SLIDE_TYPE, type SlideSummary, type SliderOverview } from "~/api/content/slider";
import { useAppAbility } from "~/access/can";
import { urls } from "~/routing/urls";
import { useConfirmedAction, type ConfirmedAction } from "~/ui/feedback/confirmed-action";
import { mediaUrl } from "~/ui/media";
import { EmptySlot } from "../empty-slot";
import { RecordIcons, type RecordIconTexts } from "../record-icons";
import { SourceTypeText } from "../sources/source-type-text";
import { slides } from "./slides";

/*
 * /home-slider (admin-screens §9.2): the home page as it is laid out, not a table. Left the main
 * carousel (its slides in order, each with edit and delete, and "Add image"), right the two fixed
 * tiles (right top, right bottom), each a slide or "Add image".
 */

const SLIDE_ICONS: RecordIconTexts = {
  edit: "storefront.slider.edit",
  delete: "storefront.slider.delete",
  deleteQuestion: "storefront.slider.deleteQuestion",
  deleted: "storefront.slider.deleted",
};

const addPath = (type: number) => `${urls.homeSlider.create()}?type=${type}`;

function SlideCard({ slide, height, onDelete }: { slide: SlideSummary; height: number; onDelete: (action: ConfirmedAction) => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const name = slide.title || t("storefront.slider.untitled", { id: slide.id });
  return (
    <Card withBorder padding="xs" data-slide={slide.id}>
      <Card.Section>
        <Image src={mediaUrl(slide.image)} alt={name} h={height} fit="cover" />
      </Card.Section>
      <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} size="sm" truncate>
            {name}
          </Text>
          <Badge color={slide.status === 1 ? "teal.9" : "gray.7"} variant="filled" size="sm">
            {t(slide.status === 1 ? "common.public" : "common.private")}
          </Badge>
          <SourceTypeText type={slide.source_type ?? null} />
        </Stack>
        <RecordIcons
          name={name}
          editTo={urls.homeSlider.edit(slide.id)}
          texts={SLIDE_ICONS}
          canDelete={ability.can("delete", "home_slider")}
          remove={() => slides.api.remove([slide.id])}
          start={onDelete}
        />
      </Group>
    </Card>
  );
}

function AddCard({ type, height, label }: { type: number; height: number; label: string }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return (
    <Card withBorder padding="md" style={{ borderStyle: "dashed" }}>
      <Stack align="center" justify="center" h={height} gap="xs">
        <EmptySlot
          note={t("storefront.slider.empty")}
          canCreate={ability.can("create", "home_slider")}
          to={addPath(type)}
          action={t("storefront.slider.add")}
          actionLabel={label}
        />
      </Stack>
    </Card>
  );
}

/** A titled region of the layout (main carousel, a tile). */
function Region({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const listStyle = { listStyle: "none", margin: 0, padding: 0 } as const;

export function SliderOverviewScreen({ overview }: { overview: SliderOverview }) {
  const { t } = useTranslation();
  const remove = useConfirmedAction();
  const tile = (slide: SlideSummary | null | undefined, type: number, title: string) => (
    <Region title={title}>
      <ul style={listStyle}>
        <li>
          {slide ? (
            <SlideCard slide={slide} height={140} onDelete={remove.start} />
          ) : (
            <AddCard type={type} height={140} label={t("storefront.slider.addTo", { place: title })} />
          )}
        </li>
      </ul>
    </Region>
  );
  const mainTitle = t("storefront.slider.main");
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Region title={mainTitle}>
          <Text size="sm" c="dimmed">
            {t("storefront.slider.mainHint")}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Group component="ul" wrap="nowrap" align="stretch" gap="md" style={listStyle}>
              {overview.main.map((slide) => (
                <li key={slide.id} style={{ width: 320, flex: "0 0 auto" }}>
                  <SlideCard slide={slide} height={180} onDelete={remove.start} />
                </li>
              ))}
              <li style={{ width: 220, flex: "0 0 auto" }}>
                <AddCard type={SLIDE_TYPE.main} height={180} label={t("storefront.slider.addTo", { place: mainTitle })} />
              </li>
            </Group>
          </ScrollArea>
        </Region>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {tile(overview.right_top, SLIDE_TYPE.rightTop, t("storefront.slider.rightTop"))}
          {tile(overview.right_bottom, SLIDE_TYPE.rightBottom, t("storefront.slider.rightBottom"))}
        </Stack>
      </Grid.Col>
      {remove.dialog}
    </Grid>
  );
}
