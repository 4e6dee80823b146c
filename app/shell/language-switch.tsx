import { NativeSelect, type MantineBreakpoint } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AUTH_NAMESPACE, activateLanguage, saveLanguage } from "~/i18n/i18n";
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from "~/i18n/languages";
import { useStableRevalidate } from "~/routing/in-app-link";

/**
 * Switches the panel's language; the choice is saved and every loader re-runs in it. An open form
 * keeps what was typed (ui/form/form-engine.ts), so nothing is asked first. In the header its
 * name is for screen readers only; in the phone's display menu it is written above it.
 */
export function LanguageSwitch({ labelled = false, visibleFrom }: { labelled?: boolean; visibleFrom?: MantineBreakpoint }) {
  const { t, i18n } = useTranslation(AUTH_NAMESPACE);
  const revalidate = useStableRevalidate();
  return (
    <NativeSelect
      size={labelled ? "sm" : "xs"}
      visibleFrom={visibleFrom}
      {...(labelled ? { label: t("header.language") } : { "aria-label": t("header.language") })}
      value={i18n.language}
      data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      onChange={async (event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        saveLanguage(next);
        await activateLanguage(next);
        revalidate();
      }}
    />
  );
}
