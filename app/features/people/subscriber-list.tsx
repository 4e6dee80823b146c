import { Button } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { subscriberApi, type Subscriber } from "~/api/people/subscribers";
import { PageFrame } from "~/routing/kit/page-frame";
import { AppLink } from "~/routing/prefetch";
import { listRoute } from "~/routing/kit/list-route";
import { urls } from "~/routing/urls";
import { dateColumn, textColumn, withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY, type ListDescription } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

const { key: KEY } = COLUMN_PRIORITY;

/**
 * Newsletter subscribers (admin-screens §8.6): E-mail · Subscribed on, searched by address; bulk
 * delete names the addresses it removes; CSV export of every page. Subscribers sign up on the
 * storefront, so there is no Add and no form.
 */
export const subscriberList: ListDescription<Subscriber> = {
  resource: "subscribers",
  subject: "subscriber",
  listPath: urls.subscribers(),
  load: (query, signal) => subscriberApi.list(query, signal),
  remove: (ids) => subscriberApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.email,
  defaults: { orderby: "created_at", type: "desc", sortable: ["email", "created_at"] },
  columns: withPriorities(
    [
      { ...textColumn("email", "people.subscribers.email", (row: Subscriber) => row.email, { sortBy: "email" }), hideable: false },
      dateColumn("created", "people.subscribers.subscribed", (row) => row.created_at, { sortBy: "created_at" }),
    ],
    { created: KEY },
  ),
  texts: { deleteOne: "people.subscribers.deleteOne", deleteMany: "people.subscribers.deleteMany" },
};

const route = listRoute(subscriberList);
export const subscriberRoute = route;

/** The list with a way to the newsletter screen, which has no menu entry of its own. */
export function SubscribersScreen() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof route.clientLoader>();
  // Sending needs only subscriber.view, which this screen's gate already asked.
  const send = (
    <Button component={AppLink} to={urls.subscribersSendEmail()} leftSection={<IconMailForward size={16} aria-hidden="true" />}>
      {t("screens.sendEmail")}
    </Button>
  );
  return (
    <PageFrame screen="subscribers" actions={send}>
      {data ? <ListPage description={subscriberList} data={data} title={t("screens.subscribers")} /> : null}
    </PageFrame>
  );
}
