import { Alert, Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { ErrorSummary } from "../form/error-summary";
import { useFormEngine } from "../form/form-engine";
import type { FormField } from "../form/messages";
import { besideInput } from "./beside-input";

export interface TestActionProps {
  /** Translated heading and help. */
  title: string;
  help?: string;
  /** The one input the action takes (a recipient, a device token), with its i18n label. */
  field: FormField & { type?: "email" | "text" | "tel"; autoComplete?: string };
  initialValue: string;
  /** Translated button text. */
  submitLabel: string;
  /** Why it cannot run now (unsaved changes it would not use): shown, and the button is disabled. */
  blockedReason?: string | null;
  /** Client checks of `{ [field.name]: value }` (messages are i18n keys). */
  schema?: z.ZodMiniType<unknown>;
  /** Runs the action; answers the sentence that says what happened. */
  run: (value: string) => Promise<string>;
}

/**
 * A settings panel's "send a test" action: its own small form, one request per click, the
 * server's message beside the input or above it, and the outcome said where the user looks.
 */
export function TestAction({ title, help, field, initialValue, submitLabel, blockedReason, schema, run }: TestActionProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const titleId = useId();
  const fields = useMemo(() => [field], [field]);
  const [initial] = useState(() => ({ [field.name]: initialValue }));
  const engine = useFormEngine({ initial, fields, schema, failMessage: "settingsForm.actionFailed", signInAgain: false });
  const value = engine.form.values[field.name] ?? "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blockedReason) return;
    setOutcome(null);
    void engine.submit(async (values) => setOutcome(await run((values[field.name] ?? "").trim())));
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form ref={engine.formRef} onSubmit={onSubmit} noValidate aria-busy={engine.busy}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {help ? <Text size="sm">{help}</Text> : null}
          <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} />
          <TextInput
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            label={t(field.label)}
            description={blockedReason ?? undefined}
            value={value}
            onChange={(event) => {
              engine.form.set(field.name, event.currentTarget.value);
              engine.clearErrors();
            }}
            error={engine.form.error(field.name)}
            required
            inputContainer={besideInput(
              <Button
                type="submit"
                loading={engine.busy}
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
