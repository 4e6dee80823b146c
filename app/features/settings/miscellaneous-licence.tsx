import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useId, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { activateLicence, deactivateLicence } from "~/api/settings/miscellaneous";
import { refreshProfile } from "~/session/auth-service";
import { getProfile, subscribeSession } from "~/session/session-store";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { toastSuccess } from "~/ui/feedback/toast";
import { ErrorSummary } from "~/ui/form/error-summary";
import { useCodeActivation } from "./code-activation";

/**
 * The licence block of /setting/miscellaneous (admin-screens §10.9): the installation's state from
 * the profile; not activated → a purchase key and "Activate"; activated → "Deactivate", asked first
 * (activating again needs the seller). Both read the profile again, so the state follows at once.
 */
export function LicenceBlock() {
  const { t } = useTranslation();
  const titleId = useId();
  const ability = useAppAbility();
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  const activated = (profile as Record<string, unknown> | null)?.activated !== false;
  const confirmed = useConfirmedAction();
  const canEdit = ability.can("edit", "setting");

  const activation = useCodeActivation({
    label: "settings.miscellaneous.purchaseKey",
    run: async (code) => {
      await activateLicence(code);
      await refreshProfile().catch(() => undefined);
    },
    after: () => toastSuccess(t("settings.miscellaneous.activated")),
    failed: "settings.miscellaneous.licenceFailed",
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {t("settings.miscellaneous.licence")}
          </Title>
          <Badge color={activated ? "teal.9" : "gray.7"} variant="filled" data-testid="licence-state">
            {activated ? t("settings.miscellaneous.licenceActive") : t("settings.miscellaneous.licenceInactive")}
          </Badge>
        </Group>
        {activated ? (
          <>
            <Text size="sm">{t("settings.miscellaneous.activatedText")}</Text>
            {canEdit ? (
              <Group>
                <Button
                  variant="default"
                  color="red"
                  loading={confirmed.busy}
                  onClick={() =>
                    confirmed.start({
                      run: async () => {
                        await deactivateLicence();
                        await refreshProfile().catch(() => undefined);
                      },
                      confirm: {
                        title: t("settings.miscellaneous.deactivateTitle"),
                        message: t("settings.miscellaneous.deactivateMessage"),
                        confirmLabel: t("settings.miscellaneous.deactivate"),
                        danger: true,
                      },
                      done: t("settings.miscellaneous.deactivated"),
                      failed: "settings.miscellaneous.licenceFailed",
                    })
                  }
                >
                  {t("settings.miscellaneous.deactivate")}
                </Button>
              </Group>
            ) : null}
          </>
        ) : canEdit ? (
          <form ref={activation.formRef} onSubmit={activation.onSubmit} noValidate aria-busy={activation.busy}>
            <Stack gap="sm">
              <ErrorSummary ref={activation.summaryRef} messages={activation.formErrors} />
              <Group align="flex-end">
                <TextInput
                  label={t("settings.miscellaneous.purchaseKey")}
                  required
                  autoComplete="off"
                  {...activation.input}
                  style={{ flex: 1 }}
                />
                <Button type="submit" loading={activation.busy} leftSection={<IconKey size={16} aria-hidden="true" />}>
                  {t("settings.miscellaneous.activate")}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Alert color="gray">{t("settings.miscellaneous.licenceInactive")}</Alert>
        )}
      </Stack>
      {confirmed.dialog}
    </Paper>
  );
}
