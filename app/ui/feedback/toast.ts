import { notifications } from "@mantine/notifications";
import { i18next } from "~/i18n/i18n";

/*
 * Short confirmations and failures in the corner (Mantine notifications, mounted by the root).
 * The close button is named in the reader's language: unnamed, it is a serious axe violation for
 * as long as the toast is on screen.
 */
function closeButtonProps() {
  return { "aria-label": i18next.t("common.close") };
}

export function toastSuccess(message: string): void {
  notifications.show({ message, color: "green", autoClose: 4000, closeButtonProps: closeButtonProps() });
}

export function toastError(message: string): void {
  notifications.show({ message, color: "red", autoClose: 8000, closeButtonProps: closeButtonProps() });
}

/** Something the user should do next (review and save a restored value): stays a little longer. */
export function toastInfo(message: string): void {
  notifications.show({ message, color: "blue", autoClose: 10000, closeButtonProps: closeButtonProps() });
}
