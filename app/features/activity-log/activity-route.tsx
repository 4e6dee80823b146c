import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { loadActivity } from "./activity-data";
import { ActivityScreen } from "./activity-screen";

/** The `/activity-log` screen: its gate (activity_log.view), its data from the URL, the screen. */
export function activityLogRoute() {
  const handle: ScreenHandle = { screen: "activity-log" };
  const clientLoader = screenLoader("activity-log", { load: loadActivity });
  function ActivityLogRoute() {
    const data = useLoaderData<typeof clientLoader>();
    return data ? <ActivityScreen data={data} /> : null;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: ActivityLogRoute };
}
