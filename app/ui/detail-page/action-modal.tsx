import { Alert, Button, Group, List, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { mapServerErrors, serverMessageKind } from "../edit-page/server-errors";
import type { DetailActionResult } from "./action";
import type { ModalDetailAction } from "./description";
import { failureText, useDetailAction } from "./use-detail-action";

type Failure = Extract<DetailActionResult, { ok: false }>;

interface Props<R> {
  action: ModalDetailAction<R>;
  record: R;
  vars: TranslationVars;
  onClose: () => void;
  /** After the action succeeded (the modal's own failures stay in the modal). */
  onDone: () => void;
}

/**
 * A record action's small form in a modal, posted with its intent through a `<fetcher.Form>`. The
 * server's messages go beside the fields they name; the others into an alert above the fields.
 */
export function ActionModal<R>({ action, record, vars, onClose, onDone }: Props<R>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => action.initial(record, t));
  const [failure, setFailure] = useState<Failure | null>(null);
  const { fetcher, pending, guardSubmit } = useDetailAction({ done: action.done, vars, onFailure: setFailure, onSuccess: onDone });

  const mapped = useMemo(
    () => (failure ? mapServerErrors(failure.fieldErrors, action.fields) : { fields: {}, form: [] }),
    [failure, action.fields],
  );
  const fieldError = useCallback(
    (name: string, label: TranslationKey) => {
      const message = mapped.fields[name]?.[0];
      if (!message) return undefined;
      return serverMessageKind(message) === "required" ? t("validation.required", { field: t(label) }) : message;
    },
    [mapped, t],
  );
  const formMessages =
    failure && mapped.form.length === 0 && Object.keys(mapped.fields).length === 0 ? [failureText(failure, t)] : mapped.form;

  return (
    <Modal opened onClose={onClose} title={t(action.title)} centered size="lg" closeButtonProps={{ "aria-label": t("common.close") }}>
      <fetcher.Form method="post" noValidate aria-busy={pending} onSubmit={guardSubmit}>
        <input type="hidden" name="intent" value={action.intent} />
        <Stack gap="md">
          {formMessages.length > 0 ? (
            <Alert color="red" role="alert" title={t("detail.actionFailedTitle")}>
              <List size="sm">
                {formMessages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {action.fields.map((field) => {
            const props = {
              name: field.name,
              label: t(field.label),
              value: values[field.name] ?? "",
              error: fieldError(field.name, field.label),
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.name]: value }));
              },
            };
            return field.multiline ? (
              <Textarea key={field.name} {...props} autosize minRows={6} maxRows={14} />
            ) : (
              <TextInput key={field.name} {...props} />
            );
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {t(action.submit)}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
