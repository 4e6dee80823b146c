import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { listHref } from "../list-page/memory";

/** "Back to the list", to the list as the user left it (its remembered search and page). */
export function BackToList({ listPath, label }: { listPath: string; label: string }) {
  return (
    <Button component={Link} to={listHref(listPath)} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
      {label}
    </Button>
  );
}
