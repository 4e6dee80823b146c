import { ActionIcon, Button, Kbd } from "@mantine/core";
import { IconKeyboard, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { canOpen } from "~/access/ability";
import { useAppAbility } from "~/access/can";
import { lazyPart, OnFirstUse } from "~/ui/first-use";
import { HintedIconButton } from "~/ui/hinted-icon-button";
import { useStableNavigate } from "~/routing/in-app-link";
import { useShellShortcuts } from "./shortcuts/keyboard";
import { urls } from "~/routing/urls";

// Spotlight and the record searches load with the first ⌘K or click, not with the shell.
const CommandPalette = lazy(() => import("./palette/command-palette"));
// The shortcut help (a Modal) loads when it is first opened (ui/first-use.tsx).
const helpPart = lazyPart(() => import("./shortcuts/shortcut-help"));

/** `g` + letter: where it goes and the permission group that must allow it. */
const GO_TO: Record<string, { href: () => string; subject: string }> = {
  o: { href: () => urls.orders.list(), subject: "order" },
  p: { href: () => urls.products.list(), subject: "product" },
};

/**
 * The header's search button (the command palette) and shortcut help button, and the keyboard
 * shortcuts behind them (shortcuts/keyboard.ts).
 */
export function ShellTools() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const ability = useAppAbility();
  // 0 = never opened (the palette's module is not loaded yet); each request counts up.
  const [paletteRequests, setPaletteRequests] = useState(0);
  // null = never opened (the help's module is not loaded yet).
  const [helpOpen, setHelpOpen] = useState<boolean | null>(null);
  const openPalette = () => setPaletteRequests((n) => n + 1);

  useShellShortcuts({
    openPalette,
    openHelp: () => setHelpOpen(true),
    goTo: (letter) => {
      const target = GO_TO[letter];
      if (!target || !canOpen(ability, target.subject)) return false;
      navigate(target.href());
      return true;
    },
  });

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        rightSection={<Kbd size="xs">{t("shell.palette.hint")}</Kbd>}
        onClick={openPalette}
        visibleFrom="md"
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t("shell.palette.open")}
      </Button>
      <ActionIcon variant="subtle" color="gray" size="lg" hiddenFrom="md" aria-label={t("shell.palette.open")} onClick={openPalette}>
        <IconSearch size={20} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
      <HintedIconButton
        hint={t("shell.shortcuts.open")}
        color="gray"
        size="lg"
        aria-keyshortcuts="Shift+?"
        onClick={() => setHelpOpen(true)}
        visibleFrom="xs"
      >
        <IconKeyboard size={20} stroke={1.6} aria-hidden="true" />
      </HintedIconButton>
      <OnFirstUse wanted={helpOpen !== null}>
        <helpPart.Component opened={helpOpen ?? false} onClose={() => setHelpOpen(false)} />
      </OnFirstUse>
      {paletteRequests > 0 ? (
        <Suspense fallback={null}>
          <CommandPalette openCount={paletteRequests} />
        </Suspense>
      ) : null}
    </>
  );
}
