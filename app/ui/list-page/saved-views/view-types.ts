import { ApiError } from "~/api/errors";
import type { ListColumn } from "../description";
import type { ListDefaults, ListState } from "../url-state";
import type { ViewState } from "./view-state";

/*
 * The shapes a list's views are handled in, wherever they live (views-store.ts: the server's or the
 * browser's), and the name rules both keep: their own module, so both stores import it and neither
 * imports the other.
 */

export interface SavedView {
  id: number;
  name: string;
  state: ViewState;
  shared: boolean;
  /** The caller's own view: renamed, reordered, shared and deleted by them alone. */
  mine: boolean;
  owner: string;
}

export interface ViewsSnapshot {
  views: SavedView[];
  defaultId: number | null;
  canShare: boolean;
  where: "server" | "browser";
}

export interface ViewInput {
  name: string;
  state: ViewState;
  shared?: boolean;
}

export interface ViewStore {
  load(): Promise<ViewsSnapshot>;
  create(input: ViewInput): Promise<SavedView>;
  update(id: number, input: Partial<ViewInput>): Promise<void>;
  remove(id: number): Promise<void>;
  reorder(ids: number[]): Promise<void>;
  setDefault(id: number | null): Promise<void>;
}

export const MAX_NAME_CHARS = 60;
export const NAME_REQUIRED = "The name field is required.";
export const NAME_TOO_LONG = `The name must not be greater than ${MAX_NAME_CHARS} characters.`;
export const NAME_TAKEN = "The name has already been taken.";

/** The server's name rules, checked before sending and by the browser's own store. */
export function nameProblem(name: string, others: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return NAME_REQUIRED;
  if ([...trimmed].length > MAX_NAME_CHARS) return NAME_TOO_LONG;
  return others.includes(trimmed) ? NAME_TAKEN : null;
}

/** A refusal with the server's shape: the messages under `name`, as a validation failure. */
export const nameRefusal = (message: string) => new ApiError(422, message, { name: [message] });

export interface SavedViewsProps {
  /** The list's name (its resource) and the permission subject that opens it. */
  list: string;
  subject: string;
  defaults: ListDefaults;
  columns: readonly Pick<ListColumn<unknown>, "key" | "hideable">[];
  state: ListState;
  /** The columns the user hides now, and how a view replaces them (list-columns.ts). */
  hidden: readonly string[];
  setHidden: (keys: readonly string[]) => void;
}
