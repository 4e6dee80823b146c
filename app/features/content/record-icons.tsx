import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { useRevalidator } from "@remix-run/react";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "~/i18n/keys";
import { AppLink } from "~/routing/prefetch";
import type { ConfirmedAction } from "~/ui/feedback/confirmed-action";

/** The i18n keys of one kind of record's icons; all but `deleted` name the record (`{{name}}`). */
export interface RecordIconTexts {
  edit: TranslationKey;
  delete: TranslationKey;
  deleteQuestion: TranslationKey;
  /** The toast once it is gone. */
  deleted: TranslationKey;
}

/**
 * A record's pencil (a link to its form) and trash (confirm, delete, reload the page's data), as the
 * storefront's laid-out screens (home slider, footer icons) show them beside each record. The trash
 * hands its action to the page's one `useConfirmedAction`, so a single dialog serves them all.
 */
export function RecordIcons({
  name,
  editTo,
  texts,
  canDelete,
  remove,
  start,
}: {
  /** The record as the texts name it. */
  name: string;
  editTo: string;
  texts: RecordIconTexts;
  canDelete: boolean;
  remove: () => Promise<unknown>;
  start: (action: ConfirmedAction) => void;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const editLabel = t(texts.edit, { name });
  const deleteLabel = t(texts.delete, { name });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon component={AppLink} to={editTo} variant="subtle" color="blue.9" aria-label={editLabel}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {canDelete ? (
        <Tooltip label={deleteLabel}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={deleteLabel}
            onClick={() =>
              start({
                run: remove,
                confirm: { title: t(texts.deleteQuestion, { name }), confirmLabel: t("storefront.common.delete"), danger: true },
                done: t(texts.deleted),
                failed: "storefront.common.deleteFailed",
                after: () => revalidator.revalidate(),
              })
            }
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
