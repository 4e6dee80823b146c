import { Popover, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useOpenedOnMount } from "~/ui/first-use";
import { ColorSchemeSwitch } from "./color-scheme";
import { DisplayMenuButton } from "./display-menu-button";
import { LanguageSwitch } from "./language-switch";

/** The phone's display popup once first wanted (display-menu.tsx): it opens as it mounts. */
export default function DisplayMenuDropdown() {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenedOnMount();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus returnFocus shadow="md">
      <Popover.Target>
        <DisplayMenuButton ref={target} aria-haspopup="dialog" aria-expanded={opened} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t("shell.display.title")}>
        <Stack gap="sm">
          <LanguageSwitch labelled />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t("shell.scheme.label")}
            </Text>
            <ColorSchemeSwitch name="color-scheme-menu" />
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
