import { Notifications } from "@mantine/notifications";

/** Mantine's toasts container (transitions, portal) as a module of its own, for toasts.tsx. */
export default function ToastsContainer() {
  return <Notifications position="bottom-right" />;
}
