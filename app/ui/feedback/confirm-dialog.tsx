import { useState } from "react";
import { lazyPart, OnFirstUse } from "../first-use";

// Mantine's Modal (focus trap, scroll lock, transitions) loads with the first question asked.
const modalPart = lazyPart(() => import("./confirm-modal"));

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

/**
 * A yes/no question in a modal (instead of the browser's confirm(), which cannot be styled or
 * translated). Nothing is rendered, nor loaded, until it is first opened; from then on it stays
 * mounted, so closing animates.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.opened);
  if (props.opened && !asked) setAsked(true);
  return (
    <OnFirstUse wanted={asked}>
      <modalPart.Component {...props} />
    </OnFirstUse>
  );
}
