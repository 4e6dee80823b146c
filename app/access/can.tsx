import { AbilityProvider, Can as CaslCan, useAbility } from "@casl/react";
import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { getProfile, subscribeSession } from "~/session/session-store";
import { ability, updateAbility, type AppAbility } from "./ability";

/**
 * Provides the app's ability to `<Can>` and `useAppAbility()`, following the profile: its rules are
 * replaced whenever a (new) profile arrives.
 */
export function AccessProvider({ children }: { children: ReactNode }) {
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  // Before the children render, so the first paint already hides what the user may not see.
  useMemo(() => {
    if (profile) updateAbility(profile.permissions);
  }, [profile]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** Shows its children only when the action is allowed on the subject (spec §6). */
export const Can = CaslCan;
