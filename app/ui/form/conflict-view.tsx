import { Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { IconGitMerge } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import type { ConflictRow, Side } from "./conflicts";

export interface ConflictViewProps {
  rows: readonly ConflictRow[];
  choices: Readonly<Record<string, Side>>;
  /** When the other save was made, where its version says. */
  at: Date | null;
  /** Who made it, where the panel knows (the presence extension). */
  by: string | null;
  busy: boolean;
  onChoose: (key: string, side: Side) => void;
  onSave: () => void;
  onDiscardMine: () => void;
  onOverwrite: () => void;
}

/**
 * Someone else saved the record after this form loaded it: each field they changed, with this
 * user's value and theirs side by side, one choice per field, then save with the choices; or keep
 * all of theirs (discard mine) or all of mine (overwrite), each asked first. Shown above the form,
 * focused when it opens, so a keyboard or screen reader user lands on it.
 */
export function ConflictView({ rows, choices, at, by, busy, onChoose, onSave, onDiscardMine, onOverwrite }: ConflictViewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<"discard" | "overwrite" | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const when = at ? formatDate(at, language, "dateTime") : null;
  const who = by ?? t("edit.conflict.someone");

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-conflict-view
      style={{ borderColor: "var(--mantine-color-orange-7)" }}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconGitMerge size={20} aria-hidden="true" color="var(--mantine-color-orange-8)" />
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {when ? t("edit.conflict.titleAt", { who, when }) : t("edit.conflict.title", { who })}
          </Title>
        </Group>
        <Text size="sm">{rows.length > 0 ? t("edit.conflict.intro") : t("edit.conflict.introNoFields")}</Text>
        {rows.map((row) => (
          <Radio.Group
            key={row.key}
            label={row.label}
            value={choices[row.key] ?? row.pick}
            onChange={(side) => onChoose(row.key, side as Side)}
            data-conflict-field={row.key}
          >
            <Stack gap={6} mt={6}>
              <Radio value="yours" label={t("edit.conflict.yours", { value: row.yours })} disabled={busy} />
              <Radio value="theirs" label={t("edit.conflict.theirs", { value: row.theirs })} disabled={busy} />
              {row.both === undefined ? null : <Radio value="both" label={t("edit.conflict.both", { value: row.both })} disabled={busy} />}
            </Stack>
          </Radio.Group>
        ))}
        <Group gap="sm">
          <Button onClick={onSave} loading={busy}>
            {t("edit.conflict.saveChoices")}
          </Button>
          <Button variant="default" onClick={() => setAsking("discard")} disabled={busy}>
            {t("edit.conflict.discardMine")}
          </Button>
          <Button variant="default" color="red" onClick={() => setAsking("overwrite")} disabled={busy}>
            {t("edit.conflict.overwrite")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === "overwrite" ? t("edit.conflict.overwriteQuestion") : t("edit.conflict.discardQuestion")}
        message={asking === "overwrite" ? t("edit.conflict.overwriteMessage", { who }) : t("edit.conflict.discardMessage")}
        confirmLabel={asking === "overwrite" ? t("edit.conflict.overwrite") : t("edit.conflict.discardMine")}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const chosen = asking;
          setAsking(null);
          if (chosen === "overwrite") onOverwrite();
          else onDiscardMine();
        }}
      />
    </Paper>
  );
}
