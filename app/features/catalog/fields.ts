import { IconEye, IconEyeOff } from "@tabler/icons-react";
import type { BulkAction, ListFilter } from "~/ui/list-page/description";
import { flagField, image, slug, text, title, type FormValues, type Span } from "~/ui/resource/fields";
import type { Fields, Resource, ValuesOf } from "~/ui/resource/resource";
import { bulkUpdate } from "~/ui/resource/resource-list";
import type { TranslationKey } from "~/i18n/keys";

/* The fields most catalog records have, under the same labels everywhere. */

export const catalogFields = {
  title: () => title("catalog.fields.title"),
  slug: (options: { required?: boolean } = {}) => slug("catalog.fields.slug", { hint: "catalog.slugHint", ...options }),
  featured: (span?: Span) => flagField("catalog.fields.featured", "yesNo", { span }),
  inFooter: (span?: Span) => flagField("catalog.fields.inFooter", "yesNo", { span }),
  status: (span?: Span) => flagField("catalog.fields.status", "status", { span }),
  image: (
    options: { label?: TranslationKey; uploadFields?: (values: FormValues, creating: boolean) => Record<string, string | undefined> } = {},
  ) => image(options.label ?? "catalog.fields.image", options),
  /** The SEO title (required); half a row when the keywords sit beside it. */
  metaTitle: (span?: Span) => text("catalog.fields.metaTitle", { required: true, span }),
  metaKeywords: (span?: Span) => text("catalog.fields.metaKeywords", { hint: "catalog.commaSeparated", span }),
  metaDescription: () => text("catalog.fields.metaDescription", { required: true, multiline: true }),
};

/** The list's creation-date column header. */
export const CREATED = "catalog.fields.created";

/**
 * The filters of every catalog list (server/README.md "list filters"): public or private, and the
 * days the records were created (whole days in the user's zone).
 */
export function catalogFilters(options: { status?: boolean } = {}): ListFilter[] {
  const created: ListFilter = { kind: "dateRange", keys: ["start_time", "end_time"], label: CREATED };
  return options.status === false ? [created] : [{ kind: "status", key: "status", label: "catalog.fields.status" }, created];
}

/** The ticked records made public or private (records with a `status` field). */
export function statusActions<F extends Fields, R, Row>(resource: Resource<F, R, Row>): BulkAction<Row>[] {
  const to = (status: "1" | "2") => ({ status }) as Partial<ValuesOf<F>>;
  return [
    bulkUpdate(resource, {
      key: "publish",
      label: "catalog.publish",
      icon: IconEye,
      patch: to("1"),
      confirm: { title: "catalog.publishConfirm" },
      done: "catalog.published",
    }),
    bulkUpdate(resource, {
      key: "hide",
      label: "catalog.hide",
      icon: IconEyeOff,
      patch: to("2"),
      confirm: { title: "catalog.hideConfirm" },
      done: "catalog.hidden",
    }),
  ];
}
