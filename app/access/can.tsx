import { AbilityProvider, Can as CaslCan, useAbility } from "@casl/react";
import type { ReactNode } from "react";
import { ability, type AppAbility } from "./ability";

/** Provides the app's ability to `<Can>` and `useAppAbility()`. */
export function AccessProvider({ children }: { children: ReactNode }) {
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** Shows its children only when the action is allowed on the subject (spec §6). */
export const Can = CaslCan;
