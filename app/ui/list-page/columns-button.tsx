import { Button } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "./description";

/*
 * The "Columns" button and the chooser's props: the popover's stand-in until the popover is loaded
 * (column-chooser.tsx) and the loaded popover's target (column-chooser-popover.tsx). Their own
 * module, so that both import it and neither imports the other (the popover is loaded on first use).
 */

export interface ColumnChooserProps {
  columns: readonly Pick<ListColumn<unknown>, "key" | "title" | "hideable">[];
  hidden: readonly string[];
  /** Hidden because the table's box has no room for them: offered unticked, marked as such. */
  dropped: readonly string[];
  setColumnHidden: (key: string, hide: boolean) => void;
}

export const ColumnsButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(function ColumnsButton(props, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />} {...props}>
      {t("list.columns")}
    </Button>
  );
});
