import { useMemo, type ChangeEvent, type FormEvent } from "react";
import * as z from "zod/mini";
import type { TranslationKey } from "~/i18n/keys";
import { rules } from "~/ui/edit-page/rules";
import { useFormEngine } from "~/ui/form/form-engine";

export interface CodeActivationOptions {
  /** The code input's label (the "required" message names it). */
  label: TranslationKey;
  /** Sends the trimmed code; once it resolves the input empties and `after` runs. */
  run: (code: string) => Promise<void>;
  after?: () => Promise<void> | void;
  /** The toast's key when it fails for another reason than the code. */
  failed: TranslationKey;
}

interface CodeValues {
  code: string;
}

const EMPTY: CodeValues = { code: "" };
const schema = z.object({ code: rules.required() });

/**
 * A purchase code typed and sent to activate something (the licence, a plugin), through the form
 * engine: required, sent once per submit (a second one while it runs is ignored), the server's word
 * on the code beside the input and any other word of its in the summary (render `ErrorSummary` with
 * `summaryRef` and `formErrors`). A signed-out user is told in the toast, as with the test actions:
 * the sign-in dialog's "sign in and save" would not fit an activation.
 */
export function useCodeActivation({ label, run, after, failed }: CodeActivationOptions) {
  const fields = useMemo(() => [{ name: "code", label }], [label]);
  const engine = useFormEngine({ initial: EMPTY, fields, schema, failMessage: failed, signInAgain: false });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void engine.submit(async ({ code }) => {
      await run(code.trim());
      engine.reset(EMPTY);
      await after?.();
    });
  };

  const input = {
    ...engine.form.text("code"),
    // One input: whatever was said about the last try no longer holds once it changes.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      engine.form.set("code", event.currentTarget.value);
      engine.clearErrors();
    },
  };
  return { busy: engine.busy, input, onSubmit, formRef: engine.formRef, summaryRef: engine.summaryRef, formErrors: engine.formErrors };
}
