import { useBlocker } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../feedback/confirm-dialog";

/**
 * Asks before unsaved changes are lost: an in-app navigation waits for the answer in a modal, and
 * closing or reloading the tab asks through the browser. Returns the modal, to render once.
 */
export function useUnsavedGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) => dirty && (from.pathname !== to.pathname || from.search !== to.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      opened={blocker.state === "blocked"}
      title={t("edit.unsavedTitle")}
      message={t("edit.unsavedMessage")}
      confirmLabel={t("edit.leave")}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
