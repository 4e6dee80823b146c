import { Alert, Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { EditField } from "../edit-page/edit-page";
import { errorText } from "../feedback/error-text";
import { toastError } from "../feedback/toast";
import { besideInput } from "./beside-input";
import { ErrorSummary } from "./error-summary";
import { clientErrors, focusFirstError, serverErrors, useMessageTranslator, type FormErrors } from "./field-messages";

export interface TestActionProps {
  /** Translated heading and help. */
  title: string;
  help?: string;
  /** The one input the action takes (a recipient, a device token), with its i18n label. */
  field: EditField & { type?: "email" | "text" | "tel"; autoComplete?: string };
  initialValue: string;
  /** Translated button text. */
  submitLabel: string;
  /** Why it cannot run now (unsaved changes it would not use): shown, and the button is disabled. */
  blockedReason?: string | null;
  /** Client checks of `{ [field.name]: value }` (messages are i18n keys). */
  schema?: z.ZodType<unknown>;
  /** Runs the action; answers the sentence that says what happened. */
  run: (value: string) => Promise<string>;
}

/**
 * A settings panel's "send a test" action: its own small form, one request per click, the
 * server's message beside the input or above it, and the outcome said where the user looks.
 */
export function TestAction({ title, help, field, initialValue, submitLabel, blockedReason, schema, run }: TestActionProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: [] });
  const [outcome, setOutcome] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const fields = useMemo(() => [field], [field]);
  const translate = useMessageTranslator(fields);

  const fail = (found: FormErrors) => {
    setErrors(found);
    focusFirstError(formRef.current, alertRef.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (runningRef.current || blockedReason) return;
    setOutcome(null);
    const invalid = clientErrors(schema, { [field.name]: value }, translate);
    if (invalid) return fail(invalid);
    runningRef.current = true;
    setRunning(true);
    setErrors({ fields: {}, form: [] });
    try {
      setOutcome(await run(value.trim()));
    } catch (error) {
      const found = serverErrors(error, fields, translate);
      if (found) fail(found);
      else toastError(errorText(error, t, "settingsForm.actionFailed"));
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={running}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {help ? <Text size="sm">{help}</Text> : null}
          <ErrorSummary ref={alertRef} messages={errors.form} />
          <TextInput
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            label={t(field.label)}
            description={blockedReason ?? undefined}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setErrors({ fields: {}, form: [] });
            }}
            error={errors.fields[field.name]}
            required
            inputContainer={besideInput(
              <Button
                type="submit"
                loading={running}
                disabled={Boolean(blockedReason)}
                leftSection={<IconSend size={16} aria-hidden="true" />}
              >
                {submitLabel}
              </Button>,
            )}
          />
          <div role="status">
            {outcome ? (
              <Alert color="green" data-testid="test-action-outcome">
                {outcome}
              </Alert>
            ) : null}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
