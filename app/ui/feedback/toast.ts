import { notifications } from "@mantine/notifications";

/** Short confirmations and failures in the corner (Mantine notifications, mounted by the root). */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: "green", autoClose: 4000 });
}

export function toastError(message: string): void {
  notifications.show({ message, color: "red", autoClose: 8000 });
}
