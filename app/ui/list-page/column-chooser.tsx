import { Button } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { forwardRef, useState, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart, OnFirstUse, preloadOnApproach } from "../first-use";
import type { ListColumn } from "./description";

// The chooser's popover (Mantine's Popover, Checkbox and floating-position code) loads on first use.
const popoverPart = lazyPart(() => import("./column-chooser-popover"));

export interface ColumnChooserProps {
  columns: readonly Pick<ListColumn<unknown>, "key" | "title" | "hideable">[];
  hidden: readonly string[];
  setColumnHidden: (key: string, hide: boolean) => void;
}

/** The "Columns" button: the popover's target, and its stand-in until the popover is loaded. */
export const ColumnsButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(function ColumnsButton(props, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />} {...props}>
      {t("list.columns")}
    </Button>
  );
});

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
