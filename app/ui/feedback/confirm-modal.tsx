import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ConfirmDialogProps } from "./confirm-props";

/** The confirmation's modal, a module of its own (confirm-dialog.tsx loads it when first asked). */
export default function ConfirmModal({ opened, title, message, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ "aria-label": t("common.close") }}>
      {message ? <Text mb="md">{message}</Text> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button color={danger ? "red" : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
