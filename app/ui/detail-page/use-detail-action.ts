import type { TFunction } from "i18next";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { serverMessageText } from "../feedback/server-messages";
import { toastSuccess } from "../feedback/toast";
import type { DetailActionResult } from "./action";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";

type Failure = Extract<DetailActionResult, { ok: false }>;

interface Options {
  /** i18n key of the success toast; `vars` fill its placeholders. */
  done: TranslationKey;
  vars: TranslationVars;
  /** Called once per answer that failed. */
  onFailure: (failure: Failure) => void;
  /** Called once per answer that succeeded, before a redirect. */
  onSuccess?: () => void;
}

/**
 * One record action's round trip through the route's clientAction: a fetcher of its own (so each
 * button has its own pending state), and once the answer is in, a toast and the redirect the action
 * asked for, or the failure handed to the page.
 */
export function useDetailAction({ done, vars, onFailure, onSuccess }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<DetailActionResult>();
  const handled = useRef<DetailActionResult | undefined>(undefined);
  // One request per click: a double click arrives before React re-renders the button as busy.
  const inFlight = useRef(false);

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);

  useEffect(() => {
    // A clientAction's answer reaches the fetcher as the object it returned (nothing is serialised in
    // the browser), so a conflict's record keeps its version (`versionOf`).
    const result = fetcher.data as DetailActionResult | undefined;
    // Each answer once: `data` stays the same object until the next submission.
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      onFailure(result);
      return;
    }
    toastSuccess(t(done, vars));
    onSuccess?.();
    if (result.redirectTo) navigate(result.redirectTo);
  }, [fetcher.state, fetcher.data, navigate, t, done, vars, onFailure, onSuccess]);

  const { submit: post } = fetcher;
  /** Posts the intent (and any fields) to the route's clientAction. */
  const submit = useCallback(
    (data: Record<string, string>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      post(data, { method: "post" });
    },
    [post],
  );
  /** `onSubmit` of a `<fetcher.Form>`: lets the first submission through, drops the repeats. */
  const guardSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) event.preventDefault();
    else inFlight.current = true;
  }, []);

  return { fetcher, pending: fetcher.state !== "idle", submit, guardSubmit };
}

/** A failure as one sentence for an alert: the server's message, else the translated key. */
export function failureText(failure: Failure, t: TFunction): string {
  return failure.messageKey ? t(failure.messageKey) : serverMessageText(failure.message, t);
}
