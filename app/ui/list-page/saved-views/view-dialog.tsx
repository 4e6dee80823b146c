import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { viewErrors, type ViewErrors } from "./view-messages";
import { MAX_NAME_CHARS, nameProblem, nameRefusal } from "./view-types";

export interface ViewDialogProps {
  mode: "save" | "rename" | "copy";
  initialName: string;
  /** Offered when saving a new view and the user may share (server/docs/saved-views.md). */
  canShare: boolean;
  /** The names of the user's other views: a repeat is refused before sending. */
  takenNames: readonly string[];
  submit: (values: { name: string; shared: boolean; makeDefault: boolean }) => Promise<void>;
  close: () => void;
}

const TITLES = { save: "list.savedViews.dialogSave", rename: "list.savedViews.dialogRename", copy: "list.savedViews.dialogCopy" } as const;

/**
 * Naming a view: save the list as it is, rename one, copy another's. The name is checked before it
 * is sent with the server's own rules; what the server refuses shows beside its field all the same.
 */
export function ViewDialog({ mode, initialName, canShare, takenNames, submit, close }: ViewDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<ViewErrors>({});
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const problem = nameProblem(name, takenNames);
    if (problem) {
      setErrors(viewErrors(nameRefusal(problem), t));
      return;
    }
    setBusy(true);
    try {
      await submit({ name: name.trim(), shared, makeDefault });
      close();
    } catch (error) {
      setErrors(viewErrors(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={close} title={t(TITLES[mode])} centered closeButtonProps={{ "aria-label": t("common.close") }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("list.savedViews.name")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={MAX_NAME_CHARS + 20}
            required
            data-autofocus
          />
          {mode === "save" && canShare ? (
            <Checkbox
              label={t("list.savedViews.shareField")}
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
              error={errors.shared}
            />
          ) : null}
          {mode !== "rename" ? (
            <Checkbox
              label={t("list.savedViews.defaultField")}
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.currentTarget.checked)}
            />
          ) : null}
          {errors.form || (errors.shared && !(mode === "save" && canShare)) ? (
            <Alert color="red" role="alert">
              {[errors.form, mode === "save" && canShare ? undefined : errors.shared].filter(Boolean).join(" ")}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t("list.savedViews.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("list.savedViews.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
