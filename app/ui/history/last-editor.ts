import { useCallback } from "react";
import { useAppAbility } from "~/access/can";
import { activityLogApi, activityLogOffered } from "~/api/activity/log";

/**
 * Who made a record's latest change, read from its history: the name the conflict view gives the
 * other save when presence does not know it (the other admin closed the page, or the change came
 * from another screen or the API). Null where the log is not offered, this user may not read it, or
 * the read fails: the view then says "someone", as it does on the shop's own backend.
 */
export function useLastEditor(type: string, id: string | number | undefined): () => Promise<string | null> {
  const allowed = useAppAbility().can("view", "activity_log");
  return useCallback(async () => {
    if (!allowed || id === undefined || id === "" || !(await activityLogOffered())) return null;
    try {
      const newest = (await activityLogApi.record(type, id, 1)).data[0];
      return newest?.admin_name ? newest.admin_name : null;
    } catch {
      return null;
    }
  }, [allowed, type, id]);
}
