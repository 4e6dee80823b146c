import { useCallback, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./confirm-dialog";
import { errorText } from "./error-text";
import { toastError, toastSuccess } from "./toast";
import type { TranslationKey } from "~/i18n/keys";

/** An action to run, once confirmed where it asks (all texts already translated). */
export interface ConfirmedAction {
  run: () => Promise<unknown>;
  /** The question; absent = runs at once. */
  confirm?: { title: string; message?: string; confirmLabel: string; danger?: boolean };
  /** Toast once it succeeded. */
  done?: string;
  /** i18n key of the toast when it fails without a server message. */
  failed: TranslationKey;
  /** Once it has run, whether it succeeded or not (reload a list a bulk action may have half changed). */
  after?: (succeeded: boolean) => void;
}

/**
 * Confirm-then-run: the question in a modal, one run per confirmation (a second click while it runs
 * is ignored), the server's message in a toast when it fails. Render `dialog` once on the page.
 */
export function useConfirmedAction(): { start: (action: ConfirmedAction) => void; busy: boolean; dialog: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  // The question stays in the dialog after it is answered: the modal fades out for a moment, and
  // without its title and button text it would be an unnamed dialog (axe) showing empty labels.
  const [question, setQuestion] = useState<ConfirmedAction["confirm"]>(undefined);
  const [busy, setBusy] = useState(false);

  const execute = useCallback(
    async (action: ConfirmedAction) => {
      setBusy(true);
      let succeeded = false;
      try {
        await action.run();
        succeeded = true;
        if (action.done) toastSuccess(action.done);
      } catch (error) {
        toastError(errorText(error, t, action.failed));
      } finally {
        action.after?.(succeeded);
        setBusy(false);
        setPending(null);
      }
    },
    [t],
  );

  const start = useCallback(
    (action: ConfirmedAction) => {
      if (busy) return;
      if (action.confirm) {
        setQuestion(action.confirm);
        setPending(action);
      } else void execute(action);
    },
    [busy, execute],
  );

  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={question?.title ?? ""}
      message={question?.message}
      confirmLabel={question?.confirmLabel ?? ""}
      danger={question?.danger}
      busy={busy}
      onConfirm={() => {
        if (pending && !busy) void execute(pending);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { start, busy, dialog };
}
