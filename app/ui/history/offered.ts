import { useEffect, useState } from "react";
import { useAppAbility } from "~/access/can";
import { activityLogOffered } from "~/api/activity/log";

/**
 * Whether this user gets a record's history: `activity_log.view`, and a backend that keeps the log
 * (asked once per page load, after the page is shown: the answer never holds up its first paint).
 * Without the permission, or on a page with no record yet (`wanted` false), nothing is asked at all.
 */
export function useHistoryOffered(wanted: boolean): boolean {
  const allowed = useAppAbility().can("view", "activity_log") && wanted;
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    void activityLogOffered().then((answer) => {
      if (current) setOffered(answer);
    });
    return () => {
      current = false;
    };
  }, [allowed]);
  return allowed && offered;
}
