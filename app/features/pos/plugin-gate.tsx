import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import type { Profile } from "~/api/auth";
import { getProfile, subscribeSession } from "~/session/session-store";
import { screenById } from "~/routing/screens";
import { urls } from "~/routing/urls";
import { syncReceiptSetting } from "./receipt-setting";

/** Whether the shop's POS plugin is active: the profile carries its public key then (else null). */
export function posPluginActive(profile: Profile | null): boolean {
  const key = profile?.pos_public_key;
  return typeof key === "string" && key.trim() !== "";
}

/**
 * The POS screens render only while the POS plugin is active (admin-screens §7). Otherwise a clear
 * message says so, with the way to the plugin settings for those who may open them. While active,
 * the receipt's texts are kept in the panel's language (receipt-setting.ts).
 */
export function PosPluginGate({ children }: { children: ReactNode }): ReactElement {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  const active = posPluginActive(profile);

  useEffect(() => {
    if (active) void syncReceiptSetting(i18n.language);
  }, [active, i18n.language]);

  if (active) return <>{children}</>;
  const plugins = urls.settingPlugins;
  const subject = screenById(plugins.screen).subject;
  const canOpen = subject === undefined || ability.can("view", subject);
  return (
    <Alert
      color="blue"
      variant="light"
      // Mantine's light title (blue.8 on its tint) misses AA contrast; blue.9 reaches it.
      styles={{ title: { color: "var(--mantine-color-blue-9)" } }}
      title={t("pos.gate.title")}
      icon={<IconPlugConnectedX size={20} aria-hidden="true" />}
      data-testid="pos-plugin-inactive"
    >
      <Text size="sm">{t("pos.gate.message")}</Text>
      {canOpen ? (
        <Anchor component={Link} to={plugins()} size="sm" fw={500} mt="xs" display="inline-block">
          {t("pos.gate.link")}
        </Anchor>
      ) : (
        <Text size="sm" mt="xs">
          {t("pos.gate.askAdmin")}
        </Text>
      )}
    </Alert>
  );
}
