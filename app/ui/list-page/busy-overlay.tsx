import { LoadingOverlay } from "@mantine/core";

/** The table's loading overlay (busy.tsx): its own module, loaded when a list first starts loading. */
export default function BusyOverlay({ visible, label }: { visible: boolean; label: string }) {
  return <LoadingOverlay visible={visible} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": label }} />;
}
