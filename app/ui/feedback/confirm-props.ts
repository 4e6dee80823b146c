/*
 * What a confirmation is asked with: the props of ConfirmDialog (confirm-dialog.tsx) and of the modal
 * it loads on first use (confirm-modal.tsx). Their own module, so neither of those imports the other.
 */

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}
