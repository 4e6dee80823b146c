import { useBlocker } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import { registerDiscardQuestion } from "../feedback/discard-guard";

interface Question {
  answer: (discard: boolean) => void;
}

/**
 * Asks before unsaved changes are lost: an in-app navigation waits for the answer in a modal, and
 * closing or reloading the tab asks through the browser; signing out in the header asks first too
 * (see discard-guard). Returns the modal, to render once.
 */
export function useUnsavedGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  // Signing out was agreed to: its way to /login must not ask a second time.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty && !released.current && (from.pathname !== to.pathname || from.search !== to.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    const unregister = registerDiscardQuestion(() => new Promise<boolean>((resolve) => setQuestion({ answer: resolve })));
    return () => {
      window.removeEventListener("beforeunload", ask);
      unregister();
    };
  }, [dirty]);

  // The question is a sign-out's: agreed to, its way to /login must not ask again.
  const answer = (discard: boolean) => {
    if (discard) released.current = true;
    question?.answer(discard);
    setQuestion(null);
  };

  return (
    <ConfirmDialog
      opened={blocker.state === "blocked" || question !== null}
      title={t("edit.unsavedTitle")}
      message={t("edit.unsavedMessage")}
      confirmLabel={t("edit.leave")}
      danger
      onConfirm={() => (question ? answer(true) : blocker.proceed?.())}
      onCancel={() => (question ? answer(false) : blocker.reset?.())}
    />
  );
}
