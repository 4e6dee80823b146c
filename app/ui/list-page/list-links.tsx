import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { InAppLink } from "~/routing/in-app-link";
import type { ListLink } from "./description";
import type { ListState } from "./url-state";

/** The list's links to screens working on many rows: the ticked ones, else the search and filters. */
export function ListLinks({
  links,
  subject,
  ticked,
  state,
}: {
  links: readonly ListLink[];
  subject: string;
  ticked: (number | string)[];
  state: ListState;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return links
    .filter((link) => ability.can(link.permission ?? "edit", subject))
    .map((link) => {
      const Icon = link.icon;
      return (
        <Button
          key={link.key}
          component={InAppLink}
          to={link.href({ ids: ticked, q: state.q, filters: state.filters })}
          variant="light"
          leftSection={Icon ? <Icon size={16} aria-hidden="true" /> : undefined}
          data-list-link={link.key}
        >
          {ticked.length > 0 ? t(link.labelTicked, { count: ticked.length }) : t(link.label)}
        </Button>
      );
    });
}
