import { Checkbox, Popover, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useOpenedOnMount } from "../first-use";
import { ColumnsButton, type ColumnChooserProps } from "./columns-button";

/** The column chooser's popover once it is first wanted (column-chooser.tsx): it opens as it mounts. */
export default function ColumnChooserPopover({ columns, hidden, dropped, setColumnHidden }: ColumnChooserProps) {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenedOnMount();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ColumnsButton ref={target} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t("list.columns")}>
          {columns
            .filter((c) => c.hideable !== false)
            .map((c) => (
              <Checkbox
                key={c.key}
                label={t(c.title)}
                checked={!hidden.includes(c.key) && !dropped.includes(c.key)}
                // Ticking it shows it all the same: the table then scrolls in its box.
                description={dropped.includes(c.key) ? t("list.layout.hiddenForRoom") : undefined}
                onChange={(event) => setColumnHidden(c.key, !event.currentTarget.checked)}
              />
            ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
