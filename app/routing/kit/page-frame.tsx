import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/ui/list-page/memory";
import { PageHeaderSlot } from "~/ui/page-header";
import { screenTrail } from "~/routing/breadcrumbs";
import { screenById, screenHref, type ScreenId } from "~/routing/screens";
import { AppLink } from "~/routing/prefetch";

/** A page's frame: breadcrumb, translated title, optional actions, content. */
export function PageFrame({ screen, actions, children }: { screen: ScreenId; actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const trail = screenTrail(screen);
  const current = screenById(screen);
  // Where the page's body puts buttons of its own into the header (ui/page-header.tsx).
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    // data-screen: which screen is painted (the router changes the URL a moment before React does).
    <Stack gap="md" data-screen={screen}>
      <Breadcrumbs aria-label={t("frame.breadcrumb")}>
        <Anchor component={AppLink} to="/" size="sm">
          {t("screens.dashboard")}
        </Anchor>
        {current.section ? (
          <Text size="sm" c="dimmed">
            {t(current.section)}
          </Text>
        ) : null}
        {trail
          .filter((s) => s.id !== "dashboard")
          .map((s) =>
            s.id === screen ? (
              <Text size="sm" key={s.id} aria-current="page">
                {t(s.title)}
              </Text>
            ) : (
              // Back to a list as the user left it (its remembered search), like the form's back link.
              <Anchor component={AppLink} to={listHref(screenHref(s))} size="sm" key={s.id}>
                {t(s.title)}
              </Anchor>
            ),
          )}
      </Breadcrumbs>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t(current.title)}
        </Title>
        <Group gap="sm">
          {actions}
          <div ref={setSlot} data-page-header-actions style={{ display: "contents" }} />
        </Group>
      </Group>
      <PageHeaderSlot.Provider value={slot}>{children}</PageHeaderSlot.Provider>
    </Stack>
  );
}
