import { Anchor, Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { runtimeAuthKey, type AuthKey, type TranslationVars } from "~/i18n/keys";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, FaultError, UnauthenticatedError } from "~/api/errors";
import { SessionExpiredError } from "~/session/auth-service";
import { isRouteErrorData, messageKeyForStatus } from "~/session/route-error";
import { markNavigationFailed } from "~/routing/navigation-failure";
import { AppLink } from "~/routing/prefetch";
import { AUTH_NAMESPACE } from "~/i18n/i18n";

export interface ErrorView {
  status: number;
  messageKey: AuthKey;
  params?: TranslationVars;
  /** What the user can do besides going home: load the page again, or run the loaders again. */
  remedy?: "reload" | "retry";
  /** The backend's own words for what went wrong, shown under the translated title. */
  serverMessage?: string;
}

/**
 * A script chunk that will not load: after a deploy replaced the hashed files (the one automatic
 * reload already happened, see chunk-reload.ts). Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Reduces whatever was thrown to a status and a translatable message (default 500). */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const data: unknown = typeof error.data === "string" ? safeJson(error.data) : error.data;
    if (isRouteErrorData(data)) return { status: error.status, messageKey: runtimeAuthKey(data.messageKey), params: data.params };
    return { status: error.status, messageKey: messageKeyForStatus(error.status) };
  }
  if (error instanceof SessionExpiredError) return { status: 401, messageKey: "session.expired" };
  if (error instanceof FaultError) {
    return {
      status: error.status,
      messageKey: runtimeAuthKey(error.messageKey),
      params: { status: String(error.status) },
      remedy: "retry",
    };
  }
  if (error instanceof ApiError) {
    const retryable = error.status >= 500 || error.status === 429 || error.status === 408;
    // 401/403/404 have their own page titles; any other refusal is told in the backend's words.
    const told = !(error instanceof UnauthenticatedError) && ![403, 404].includes(error.status) && error.message !== "";
    return {
      status: error.status,
      messageKey: messageKeyForStatus(error.status),
      ...(retryable ? { remedy: "retry" } : {}),
      ...(told ? { serverMessage: error.message } : {}),
    };
  }
  if (isChunkLoadError(error)) return { status: 500, messageKey: "errors.newVersion", remedy: "reload" };
  return { status: 500, messageKey: "errors.generic", remedy: "retry" };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function report(error: unknown, view: ErrorView): void {
  // Expected outcomes are not faults: an expired session (spec §8) and plain 404/403 pages.
  if (error instanceof SessionExpiredError || view.status === 404 || view.status === 403) return;
  if (view.status === 401) console.error("[auth]", error instanceof Error ? error.message : view.messageKey);
  else console.error(error);
}

/** The error page: the status, its message, and a way back home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const view = describeError(error);
  useEffect(() => {
    markNavigationFailed();
    report(error, view);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report once per error object, not on every new view object
  }, [error]);
  return (
    <Center mih="60vh" component="section" aria-labelledby="error-title">
      <Stack align="center" gap="sm">
        <Text c="dimmed" fz={64} fw={700} lh={1} data-testid="error-status">
          {view.status}
        </Text>
        <Title order={1} id="error-title" size="h2" ta="center">
          {t(view.messageKey, view.params ?? {})}
        </Title>
        {view.serverMessage ? (
          <Text ta="center" data-testid="error-server-message">
            {t("errors.serverSaid", { message: view.serverMessage })}
          </Text>
        ) : null}
        <Group gap="md">
          {view.remedy === "reload" ? <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button> : null}
          {view.remedy === "retry" ? <RetryButton /> : null}
          <Anchor component={AppLink} to="/">
            {t("errors.backHome")}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}

/** Runs the page's loaders again, without a reload (what was typed elsewhere in the shell stays). */
function RetryButton() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const revalidator = useRevalidator();
  return (
    <Button variant="default" loading={revalidator.state === "loading"} onClick={() => revalidator.revalidate()}>
      {t("errors.retry")}
    </Button>
  );
}

/** The ErrorBoundary every route exports: the shared error page for the thrown status. */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
