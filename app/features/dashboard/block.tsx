import { Alert, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "~/ui/feedback/error-text";
import type { Block } from "./use-block";

/**
 * A block's content by its state: the skeleton while the first answer is on its way, the server's
 * message with Retry after an error (the other blocks keep working), else the figures. While a
 * new answer loads the previous figures stay, marked busy.
 */
export function BlockBody<T>({ block, skeleton, children }: { block: Block<T>; skeleton: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (block.error)
    return (
      <Alert color="red" variant="outline" role="alert" data-dashboard-error>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorText(block.error, t, "dashboard.error")}</Text>
          <Button size="xs" variant="default" onClick={block.retry}>
            {t("dashboard.retry")}
          </Button>
        </Group>
      </Alert>
    );
  if (block.data === null) return <div aria-busy="true">{skeleton}</div>;
  return <div aria-busy={block.loading}>{children(block.data)}</div>;
}
