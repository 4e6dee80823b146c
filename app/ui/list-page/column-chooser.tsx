import { useState } from "react";
import { lazyPart, OnFirstUse, preloadOnApproach } from "../first-use";
import { ColumnsButton, type ColumnChooserProps } from "./columns-button";

// The chooser's popover (Mantine's Popover, Checkbox and floating-position code) loads on first use.
const popoverPart = lazyPart(() => import("./column-chooser-popover"));

/** The list's column chooser: a checkbox per column that may be hidden, remembered per resource. */
export function ColumnChooser(props: ColumnChooserProps) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <ColumnsButton aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} {...preloadOnApproach(popoverPart)} />
  );
  return (
    <OnFirstUse wanted={wanted} standIn={standIn}>
      <popoverPart.Component {...props} />
    </OnFirstUse>
  );
}
