import { useState } from "react";
import { lazyPart, OnFirstUse } from "../first-use";
import type { ConfirmDialogProps } from "./confirm-props";

// Mantine's Modal (focus trap, scroll lock, transitions) loads with the first question asked.
const modalPart = lazyPart(() => import("./confirm-modal"));

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
