import { Group, Kbd, Modal, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/** What the help lists: the keys (a sequence is pressed one after the other) and what they do. */
const SHORTCUTS = [
  { keys: [["ctrl", "K"]], label: "shell.shortcuts.keys.palette" },
  { keys: [["g"], ["o"]], label: "shell.shortcuts.keys.goOrders" },
  { keys: [["g"], ["p"]], label: "shell.shortcuts.keys.goProducts" },
  { keys: [["/"]], label: "shell.shortcuts.keys.search" },
  { keys: [["n"]], label: "shell.shortcuts.keys.create" },
  { keys: [["?"]], label: "shell.shortcuts.keys.help" },
  { keys: [["esc"]], label: "shell.shortcuts.keys.close" },
] as const;

/** On a Mac the palette's key is ⌘K; Ctrl and Esc are named as the user's keyboard names them. */
const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The `?` overlay: every shortcut of the panel. Escape (or the close button) closes it. */
export default function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const keyCap = (key: string) => {
    if (key === "ctrl") return isMac() ? "⌘" : t("shell.shortcuts.ctrl");
    if (key === "esc") return t("shell.shortcuts.esc");
    return key;
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("shell.shortcuts.title")} closeButtonProps={{ "aria-label": t("common.close") }}>
      <Table data-testid="shortcut-help">
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.label}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcut.keys.map((chord, index) => (
                    <Fragment key={index}>
                      {index > 0 ? (
                        <Text span size="xs" c="dimmed">
                          {t("shell.shortcuts.then")}
                        </Text>
                      ) : null}
                      {chord.map((key) => (
                        <Kbd key={key}>{keyCap(key)}</Kbd>
                      ))}
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(shortcut.label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {t("shell.shortcuts.note")}
      </Text>
    </Modal>
  );
}
