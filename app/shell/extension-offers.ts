import { useEffect, useSyncExternalStore } from "react";
import { activityLogOffered } from "~/api/activity/log";
import type { AppAbility } from "~/access/ability";
import type { Subject } from "~/access/subjects";
import type { Extension } from "~/routing/screens";
import type { Offered } from "~/routing/menu";

/*
 * Which backend extensions this backend offers, for the menu and the palette. Asked once per page
 * load, after the first paint of a signed-in page (an effect), and only by a user who could open the
 * extension's screen: until the answer comes the entry is simply not there, so no screen waits for
 * it, and a 404 (not offered) or a failure leaves things as they were.
 */

type Answer = "offered" | "absent";

const answers = new Map<Extension, Answer>();
const asked = new Set<Extension>();
const listeners = new Set<() => void>();
// A new function at each answer: the menu and palette memoise on it.
let snapshot: Offered = () => false;

function publish(): void {
  const known = new Map(answers);
  snapshot = (extension) => known.get(extension) === "offered";
  for (const listener of listeners) listener();
}

const ASK: Record<Extension, { subject: Subject; offered: () => Promise<boolean> }> = {
  activityLog: { subject: "activity_log", offered: activityLogOffered },
};

/** Asks the backend about an extension once per page load (nothing when the user may not use it). */
export function askExtension(extension: Extension, ability: AppAbility): void {
  if (asked.has(extension) || !ability.can("view", ASK[extension].subject)) return;
  asked.add(extension);
  void ASK[extension].offered().then((yes) => {
    answers.set(extension, yes ? "offered" : "absent");
    publish();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The extensions known to be offered; asks about them after the first paint. */
export function useOfferedExtensions(ability: AppAbility): Offered {
  useEffect(() => {
    askExtension("activityLog", ability);
  }, [ability]);
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** Tests: forget every answer. */
export function __resetExtensionOffers(): void {
  answers.clear();
  asked.clear();
  publish();
}
