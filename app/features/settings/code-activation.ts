import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "~/i18n/keys";
import { errorText } from "~/ui/feedback/error-text";
import { toastError } from "~/ui/feedback/toast";

export interface CodeActivationOptions {
  /** The code input's label (the "required" message names it). */
  label: TranslationKey;
  /** Sends the trimmed code; once it resolves the input empties and `after` runs. */
  run: (code: string) => Promise<void>;
  after?: () => Promise<void> | void;
  /** The server's message about the code, shown beside it; null where the failure is not about the code. */
  codeError: (failure: unknown) => string | null;
  /** The toast's key when it fails otherwise. */
  failed: TranslationKey;
}

/**
 * A purchase code typed and sent to activate something (the licence, a plugin): required, sent once
 * per submit (a second one while it runs is ignored), the server's word on the code beside the input.
 */
export function useCodeActivation({ label, run, after, codeError, failed }: CodeActivationOptions) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    if (!code.trim()) return setError(t("validation.required", { field: t(label) }));
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await run(code.trim());
      setCode("");
      await after?.();
    } catch (failure) {
      const message = codeError(failure);
      if (message !== null) setError(message);
      else toastError(errorText(failure, t, failed));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const input = {
    value: code,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setCode(event.currentTarget.value);
      setError(null);
    },
    error,
  };
  return { busy, input, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
