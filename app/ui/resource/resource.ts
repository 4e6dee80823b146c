import * as z from "zod/mini";
import { resourceApi, type ResourceApi } from "~/api/resource";
import type { WriteOptions } from "~/api/client";
import type { EditDescription } from "../edit-page/edit-page";
import type { FormField } from "../form/messages";
import type { AnyField, Field, FormValues } from "./fields";

/**
 * One description per area: its API group, permission subject, URLs (and so its screens) and
 * fields. From the fields come the record's type (as the API answers it), the form's values, the
 * payload and the client's checks; the list and the form are built on it (resourceList,
 * ResourceForm). See docs/adding-an-area.md.
 */

export type Fields = Record<string, AnyField>;

type Screened<A extends unknown[]> = ((...args: A) => string) & { readonly screen: string };
/** The URLs of an area with a list and editable records: what `urls.brands` (routing/urls.ts) is. */
export interface ResourceUrls {
  list: Screened<[search?: URLSearchParams]>;
  edit: Screened<[id: number | string]>;
  create: Screened<[]>;
}
type ApiOf<F> = F extends Field<infer A, unknown> ? A : never;
type FormOf<F> = F extends Field<unknown, infer V> ? V : never;

/** The form's values of a resource: one entry per field. */
export type ValuesOf<F extends Fields> = { [K in keyof F]: FormOf<F[K]> };
/** Keys the API answers beside the form's fields (relations the list shows). */
export type Extra = Record<string, z.ZodMiniType>;
/** The record as the API answers it. */
export type RecordOf<F extends Fields, X extends Extra = Record<never, z.ZodMiniType>> = { id: number; created_at?: string | null } & {
  [K in keyof F]: ApiOf<F[K]>;
} & { [K in keyof X]: z.infer<X[K]> };

export interface ResourceSpec<F extends Fields, X extends Extra, Row> {
  /** API group: `brand` → `brand/all`, `brand/find/{id}`, `brand/action/{id?}`, `brand/delete/{ids}`. */
  group: string;
  /** Permission subject (`brand`): the gates of its screens and buttons. */
  subject: string;
  /** Its screens' URLs (`urls.brands`). */
  urls: ResourceUrls;
  fields: F;
  extra?: X;
  /**
   * Rows of `all` when they differ from the record of `find`: a schema, or one made from the
   * record's (a category with its subtree).
   */
  rows?: z.ZodMiniType<Row> | ((record: z.ZodMiniObject) => z.ZodMiniType<Row>);
  /** The group deletes one id per call. */
  singleDelete?: boolean;
  /** Business messages of the server (lower case, no full stop) → the field they belong to. */
  knownMessages?: Record<string, string>;
  /** Checks across fields, after each field's own rule. */
  refine?: (schema: z.ZodMiniObject<Record<string, z.ZodMiniType>>) => z.ZodMiniType;
  /** Adjusts the form's values where one depends on another key of the record. */
  values?: (values: ValuesOf<F>, record: RecordOf<F, X> | null) => ValuesOf<F>;
  /** Adjusts the payload where one key depends on another (the primary among the chosen categories). */
  payload?: (values: ValuesOf<F>, payload: Record<string, unknown>) => Record<string, unknown>;
}

export interface Resource<F extends Fields, R, Row = R> {
  subject: string;
  urls: ResourceUrls;
  fields: F;
  api: ResourceApi<R, Record<string, unknown>, Row>;
  /** The form's values for a record, or for a new one. */
  toValues: (record: R | null) => ValuesOf<F>;
  toPayload: (values: ValuesOf<F>) => Record<string, unknown>;
  /** Saves the form's values (without id: a new record); answers the record as the API kept it. */
  save: (values: ValuesOf<F>, id?: number | string, options?: WriteOptions) => Promise<R>;
  edit: EditDescription<ValuesOf<F>>;
}

const entries = <F extends Fields>(fields: F) => Object.entries(fields) as [keyof F & string, AnyField][];

export function defineResource<F extends Fields, X extends Extra = Record<never, z.ZodMiniType>, Row = RecordOf<F, X>>(
  spec: ResourceSpec<F, X, Row>,
): Resource<F, RecordOf<F, X>, Row> {
  type R = RecordOf<F, X>;
  type V = ValuesOf<F>;
  const shape: Record<string, z.ZodMiniType> = { id: z.coerce.number(), created_at: z.optional(z.nullable(z.string())), ...spec.extra };
  for (const [name, field] of entries(spec.fields)) shape[name] = field.api;
  const object = z.looseObject(shape);
  const schema = object as unknown as z.ZodMiniType<R>;
  const rows = typeof spec.rows === "function" ? spec.rows(object) : spec.rows;
  const api = resourceApi<R, Record<string, unknown>, Row>(spec.group, schema, { singleDelete: spec.singleDelete, rows });

  const toValues = (record: R | null): V => {
    const values: FormValues = {};
    for (const [name, field] of entries(spec.fields)) values[name] = field.toForm(record ? (record as FormValues)[name] : undefined);
    return spec.values ? spec.values(values as V, record) : (values as V);
  };
  const toPayload = (values: V): Record<string, unknown> => {
    const payload: Record<string, unknown> = {};
    for (const [name, field] of entries(spec.fields)) if (field.toPayload) payload[name] = field.toPayload(values[name]);
    return spec.payload ? spec.payload(values, payload) : payload;
  };

  const checks: Record<string, z.ZodMiniType> = {};
  for (const [name, field] of entries(spec.fields)) if (field.rule) checks[name] = field.rule;
  const rules = z.object(checks);
  const fieldRefs: FormField[] = entries(spec.fields).map(([name, field]) => ({ name, label: field.label, aliases: field.aliases }));

  return {
    subject: spec.subject,
    urls: spec.urls,
    fields: spec.fields,
    api,
    toValues,
    toPayload,
    save: (values, id, options) => api.save(toPayload(values), id, options),
    edit: {
      subject: spec.subject,
      listPath: spec.urls.list(),
      editPath: (id) => spec.urls.edit(id),
      fields: fieldRefs,
      schema: spec.refine ? spec.refine(rules) : rules,
      knownMessages: spec.knownMessages,
    },
  };
}
