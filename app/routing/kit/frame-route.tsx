import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RouteErrorBoundary } from "./error-page";
import { PageFrame } from "./page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import type { ScreenId } from "~/routing/screens";

/**
 * The frame of a screen whose content has not been built yet: its translated title, breadcrumb
 * and permission gate, and an honest line saying the screen is still to come. Scaffolding only.
 */
export function frameRoute(id: ScreenId) {
  const handle: ScreenHandle = { screen: id };
  function FrameScreen() {
    const { t } = useTranslation();
    return (
      <PageFrame screen={id}>
        <Text c="dimmed">{t("frame.pending")}</Text>
      </PageFrame>
    );
  }
  return { handle, clientLoader: screenLoader(id), Component: FrameScreen, ErrorBoundary: RouteErrorBoundary };
}
