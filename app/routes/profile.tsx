import { useLoaderData } from "@remix-run/react";
import { ProfileTabs } from "~/features/people/profile-forms";
import { profileRecord, type ProfileRecord } from "~/features/people/profile-settings";
import { ensureProfile } from "~/session/auth-service";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";

const screen = urls.profile.screen;

export const handle: ScreenHandle = { screen };
// The profile is the session's (fetched once per session): the form starts from its user.
export const clientLoader = screenLoader(screen, { load: async () => profileRecord((await ensureProfile()).user) });
export const ErrorBoundary = RouteErrorBoundary;

export default function ProfileScreen() {
  const record = useLoaderData() as ProfileRecord;
  return (
    <PageFrame screen={screen}>
      <ProfileTabs record={record} />
    </PageFrame>
  );
}
