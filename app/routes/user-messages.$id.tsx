import { useLoaderData } from "@remix-run/react";
import { messageApi } from "~/api/people/messages";
import { messageActions, messageDetail, messageShouldRevalidate } from "~/features/people/message-detail";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { detailAction } from "~/ui/detail-page/action";
import { DetailPage } from "~/ui/detail-page/detail-page";

export const handle: ScreenHandle = { screen: "user-messages.$id" };
// `find` marks the message read on the server.
export const clientLoader = screenLoader("user-messages.$id", {
  load: ({ params, request }) => messageApi.find(params.id ?? "", request.signal),
});
export const clientAction = detailAction(messageActions);
export const shouldRevalidate = messageShouldRevalidate;
export const ErrorBoundary = RouteErrorBoundary;

export default function UserMessageRoute() {
  const message = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="user-messages.$id">
      {message ? <DetailPage key={message.id} description={messageDetail(message)} record={message} /> : null}
    </PageFrame>
  );
}
