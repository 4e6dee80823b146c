import { useLoaderData } from "@remix-run/react";
import { allEmailFormats } from "~/api/people/email-formats";
import { subscriberApi } from "~/api/people/subscribers";
import { NewsletterSend } from "~/features/people/newsletter-send";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

export const handle: ScreenHandle = { screen: "subscribers.send-email" };
export const clientLoader = screenLoader("subscribers.send-email", {
  load: async ({ request }) => {
    const [formats, subscribers] = await Promise.all([allEmailFormats(request.signal), subscriberApi.all(request.signal)]);
    return { formats, recipients: subscribers.length };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function SendEmailRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="subscribers.send-email">{data ? <NewsletterSend {...data} /> : null}</PageFrame>;
}
