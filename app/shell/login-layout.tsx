import { Center, Paper, Stack, Title } from "@mantine/core";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeLoader } from "~/session/route-loader";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { LanguageSwitch } from "./language-switch";
import { AUTH_NAMESPACE } from "~/i18n/i18n";

/** Login, forgot-password and verify-code: guests only; signed-in users are sent on. */
export const clientLoader = routeLoader({ middleware: ["guest"] });

export default function LoginLayout() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Stack w="100%" maw={420} gap="md">
        <Title order={1} size="h3" ta="center">
          {t("app.title")}
        </Title>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
        <Center>
          <LanguageSwitch />
        </Center>
      </Stack>
    </Center>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
