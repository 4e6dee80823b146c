import { Button, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { AppLink } from "~/routing/prefetch";

export interface EmptySlotProps {
  /** Says the place is empty (translated). */
  note: string;
  /** The user may create the record that fills it (else the note stands alone). */
  canCreate: boolean;
  /** The create page, with the place it fills (`?type=`). */
  to: string;
  /** The button's text and its accessible name, which names the place (translated). */
  action: string;
  actionLabel: string;
  /** The smaller button of a crowded map (the banner slots). */
  compact?: boolean;
}

/**
 * An empty place of the storefront's layout (a banner slot, a slider tile) as its laid-out screen
 * shows it: a dimmed note and, for who may create, a button to the create page that fills it.
 * The caller places the two (its own Stack).
 */
export function EmptySlot({ note, canCreate, to, action, actionLabel, compact = false }: EmptySlotProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      {canCreate ? (
        <Button
          component={AppLink}
          to={to}
          variant="default"
          size={compact ? "xs" : undefined}
          leftSection={<IconPlus size={compact ? 14 : 16} aria-hidden="true" />}
          aria-label={actionLabel}
        >
          {action}
        </Button>
      ) : null}
    </>
  );
}
