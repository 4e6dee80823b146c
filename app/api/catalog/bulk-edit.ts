import * as z from "zod/mini";
import { http, newIdempotencyKey, type Query } from "../client";
import { FaultError, isApiError, UnauthenticatedError } from "../errors";
import type { BulkChange, BulkOutcome, BulkRows, BulkSelection } from "./bulk-edit-model";
import { AT_ONCE, readByFilter, readByIds } from "./bulk-edit-read-fallback";
import { saveOneFallback } from "./bulk-edit-save-fallback";
import { bulkProductSchema, bulkRowsSchema } from "./bulk-edit-shapes";
import { mapLimited } from "./limited";

/*
 * The bulk editor's data (server/docs/bulk-edit.md): its rows in one request and its changes in
 * batches through the extension; a backend without it (404 on `rows`, remembered for the page load)
 * is read and written a product at a time instead (bulk-edit-read-fallback.ts, bulk-edit-save-fallback.ts).
 */

export type { BulkChange, BulkOutcome, BulkProduct, BulkRows, BulkSelection } from "./bulk-edit-model";

/** Products per save request: half the extension's limit, so one batch's answer comes back soon. */
export const SAVE_BATCH = 50;

let offered: boolean | null = null;

/** Whether the backend offers the extension: null until a call has told. */
export const bulkEditOffered = (): boolean | null => offered;

/** For tests and sign-out: forget the answer. */
export function forgetBulkEditOffer(): void {
  offered = null;
}

/** A 404 or 405 on the extension's routes: the backend does not have them. */
const notOffered = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405);

function filterQuery(selection: Exclude<BulkSelection, { ids: number[] }>): Query {
  return { q: selection.q, brands: selection.brands, categories: selection.categories, status: selection.status };
}

/** The products a selection names, with their variants (at most 5,000 variants, whole products). */
export async function readBulkRows(selection: BulkSelection, signal?: AbortSignal): Promise<BulkRows> {
  // No ids would be no filter at all to the extension: every product.
  if ("ids" in selection && selection.ids.length === 0) return { products: [], truncated: false };
  if (offered !== false) {
    try {
      const query = "ids" in selection ? { ids: selection.ids.join(",") } : filterQuery(selection);
      const raw = await http.get<unknown>("product/bulk-edit/rows", query, signal);
      const rows = bulkRowsSchema.safeParse(raw);
      if (!rows.success) throw new FaultError("invalidAnswer");
      offered = true;
      return rows.data;
    } catch (error) {
      if (!notOffered(error)) throw error;
      offered = false;
    }
  }
  return "ids" in selection ? readByIds(selection.ids, signal) : readByFilter(filterQuery(selection), signal);
}

const errorsSchema = z.catch(z.record(z.string(), z.array(z.coerce.string())), {});

const resultSchema = z.discriminatedUnion("outcome", [
  z.object({ id: z.coerce.number(), outcome: z.literal("saved"), product: bulkProductSchema }),
  z.object({ id: z.coerce.number(), outcome: z.literal("conflict"), product: bulkProductSchema }),
  z.object({ id: z.coerce.number(), outcome: z.literal("refused"), errors: z._default(errorsSchema, {}), message: z.optional(z.string()) }),
  z.object({ id: z.coerce.number(), outcome: z.literal("not_found") }),
]);
const answerSchema = z.object({ results: z.array(resultSchema) });

/** A batch's products, each as the extension's body names it. */
const batchBody = (batch: readonly BulkChange[]) => ({
  products: batch.map((change) => ({
    id: change.id,
    ...(change.version ? { version: change.version } : {}),
    fields: change.fields,
    inventories: change.inventories,
  })),
});

/** No answer, or a server error: the batch may be sent again under its key (the server answers a repeat with the first result). */
const worthRetry = (error: unknown) =>
  isApiError(error) && (error.status >= 500 || (error instanceof FaultError && error.kind === "timeout"));

/** One batch through the extension; a failure of the whole request fails its products, others thrown. */
async function saveBatch(batch: readonly BulkChange[]): Promise<BulkOutcome[]> {
  const idempotencyKey = newIdempotencyKey();
  const body = batchBody(batch);
  let raw: unknown;
  try {
    raw = await http.post<unknown>("product/bulk-edit/save", body, undefined, { idempotencyKey }).catch((error: unknown) => {
      if (!worthRetry(error)) throw error;
      return http.post<unknown>("product/bulk-edit/save", body, undefined, { idempotencyKey });
    });
  } catch (error) {
    if (notOffered(error) || error instanceof UnauthenticatedError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return batch.map((change) => ({ id: change.id, outcome: "failed", message }));
  }
  const answer = answerSchema.safeParse(raw);
  const byId = new Map(answer.success ? answer.data.results.map((result) => [result.id, result]) : []);
  return batch.map((change): BulkOutcome => {
    const result = byId.get(change.id);
    if (!result) return { id: change.id, outcome: "failed", message: new FaultError("invalidAnswer").message };
    if (result.outcome !== "refused") return result;
    const message = result.message || (Object.values(result.errors).flat()[0] ?? "");
    return { id: change.id, outcome: "refused", errors: result.errors, message };
  });
}

export interface SaveOptions {
  /** Called as outcomes arrive: after each batch with its outcomes (without the extension, after each product). */
  onOutcome: (outcomes: BulkOutcome[]) => void;
  /** Stops sending: a request already sent is let finish (its outcome would otherwise be unknown). */
  signal?: AbortSignal;
}

/** Saves the changes, in batches; answers every product's outcome, in the changes' order. */
export async function saveBulkChanges(changes: BulkChange[], options: SaveOptions): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (let start = 0; start < changes.length; start += SAVE_BATCH) {
    options.signal?.throwIfAborted();
    const batch = changes.slice(start, start + SAVE_BATCH);
    let done: BulkOutcome[] | null = null;
    if (offered !== false) {
      try {
        done = await saveBatch(batch);
        offered = true;
        options.onOutcome(done);
      } catch (error) {
        if (!notOffered(error)) throw error;
        offered = false;
      }
    }
    done ??= await mapLimited(batch, AT_ONCE, async (change) => {
      const outcome = await saveOneFallback(change, options.signal);
      options.onOutcome([outcome]);
      return outcome;
    });
    outcomes.push(...done);
  }
  return outcomes;
}
