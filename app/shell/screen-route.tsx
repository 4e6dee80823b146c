import { Text } from "@mantine/core";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeLoader } from "~/session/route-loader";
import { RouteErrorBoundary } from "./error-page";
import { PageFrame } from "./page-frame";
import { isCreateMode, isValidIdParam, screenById, type Screen } from "./screens";

export interface ScreenHandle {
  screen: string;
}

/** The middleware a screen needs: guests only, or signed in with the screen's permission. */
export function screenMiddleware(screen: Screen, id: string | undefined): string[] {
  if (screen.audience === "guest") return ["guest"];
  if (!screen.subject) return ["auth"];
  const creating = screen.creatable === true && isCreateMode(screen, id);
  const wanted = creating
    ? [`${screen.subject}.create`]
    : [`${screen.subject}.view`, ...(screen.orCreate ? [`${screen.subject}.create`] : [])];
  return ["auth", `can:${wanted.join("|")}`];
}

export interface ScreenLoaderOptions<T> {
  validate?: (args: ClientLoaderFunctionArgs) => boolean | Promise<boolean>;
  load?: (args: ClientLoaderFunctionArgs) => T | Promise<T>;
}

/**
 * A screen's clientLoader: the screen's gate (from the catalog), then its `{id}` check (a number,
 * or `add` where the screen creates; anything else is a 404), then its own validation and data.
 */
export function screenLoader<T = null>(id: string, options: ScreenLoaderOptions<T> = {}) {
  const screen = screenById(id);
  return routeLoader<T>({
    middleware: (args) => screenMiddleware(screen, args.params.id),
    validate: async (args) => isValidIdParam(screen, args.params.id) && (options.validate ? options.validate(args) : true),
    load: options.load,
  });
}

/**
 * The frame of a screen whose content has not been built yet: its translated title, breadcrumb
 * and permission gate, and an honest line saying the screen is still to come. Scaffolding only.
 */
export function frameRoute(id: string) {
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
