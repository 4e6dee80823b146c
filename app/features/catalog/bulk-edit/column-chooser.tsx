import { Button, Checkbox, Popover, Stack } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import type { Table } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { COLUMNS } from "./columns";
import type { GridRow } from "./rows";

/** Which columns the grid shows; the title cannot be hidden (a row would have no name). */
export function ColumnChooser({ table }: { table: Table<GridRow> }) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />}>
          {t("catalog.bulkEdit.columnsButton")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t("catalog.bulkEdit.columnsButton")}>
          {table.getAllLeafColumns().map((column) => {
            const known = COLUMNS.find((entry) => entry.key === column.id);
            if (!known) return null;
            return (
              <Checkbox
                key={column.id}
                label={t(known.label)}
                checked={column.getIsVisible()}
                disabled={!column.getCanHide()}
                onChange={column.getToggleVisibilityHandler()}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
