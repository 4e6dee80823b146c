import { useNotifications } from "@mantine/notifications";
import { useState } from "react";
import { lazyPart, OnFirstUse } from "../first-use";

// The container and its transitions load with the first toast (ui/first-use.tsx).
const containerPart = lazyPart(() => import("./toasts-container"));

/**
 * The corner where toasts show (toast.ts puts them in Mantine's store). Nothing is mounted, nor
 * loaded, until the first toast: the container then shows what the store holds, that toast included.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return (
    <OnFirstUse wanted={shown}>
      <containerPart.Component />
    </OnFirstUse>
  );
}
