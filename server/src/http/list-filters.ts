import type { Context } from "hono";
import type { SelectQueryBuilder } from "kysely";
import { validationFailed } from "./envelope";
import type { Env } from "./env";
import { dayRange } from "./zoned-time";

/** The list filters every `all` of the kit takes: the created day range, and the status where it has one. */
export function listFilters<Q extends SelectQueryBuilder<any, any, any>>(c: Context<Env>, query: Q, withStatus: boolean): Q | Response {
  const params = c.req.query();
  const days = dayRange(params);
  const errors = [...days.errors];
  let q = query;
  if (days.from) q = q.where("created_at", ">=", days.from) as Q;
  if (days.to) q = q.where("created_at", "<", days.to) as Q;
  const status = params.status?.trim();
  if (withStatus && status) {
    if (status === "1" || status === "2") q = q.where("status", "=", Number(status)) as Q;
    else errors.push("The selected status is invalid.");
  }
  return errors.length ? validationFailed(c, { form: errors }) : q;
}
