// What each admin has seen of the notification bell (migration 0500_notifications).

export const NOTIFICATION_KINDS = ["order", "message", "withdrawal"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every record of `kind` with an id up to `last_id` counts as seen by the admin. */
export interface NotificationMarkTable {
  admin_id: number;
  kind: NotificationKind;
  last_id: number;
}

/** One record above the mark, opened from the bell. */
export interface NotificationSeenTable {
  admin_id: number;
  kind: NotificationKind;
  record_id: number;
}

declare module "../schema" {
  interface Database {
    notification_marks: NotificationMarkTable;
    notification_seen: NotificationSeenTable;
  }
}
