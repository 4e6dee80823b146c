import { createContext, useContext, useEffect, useLayoutEffect, useRef } from "react";
import type { ConflictPart } from "../form/conflicts";

/**
 * A part of an edit page that the API saves with a call of its own (a product's variants, an image
 * chosen but not uploaded yet). The page's Save sends it after the record, and the page's
 * unsaved-changes question counts it, so nothing typed on the page is left out of either.
 */
export interface FormPart {
  /** The part holds something the server does not have yet. */
  dirty: boolean;
  /**
   * Sends it for the record `id` (just saved or created), with the record's version where the part's
   * write is covered by it (a product's stock); answers the record's new version, if the write moved it.
   * A rejection stops the save, its message shown.
   */
  save: (id: number | string, version: string | null) => Promise<string | null | void>;
  /**
   * What changed on the server since the part loaded, as rows of the conflict view, when the record's
   * save met someone else's (form/version-guard.tsx); absent or null: nothing to show.
   */
  conflicts?: () => Promise<ConflictPart | null>;
}

export interface FormParts {
  set: (name: string, part: FormPart | null) => void;
}

export const FormPartsContext = createContext<FormParts | null>(null);

/** Registers a part with the edit page around it (none outside one: the part then does nothing). */
export function useFormPart(name: string, dirty: boolean, save: FormPart["save"], conflicts?: FormPart["conflicts"]): void {
  const parts = useContext(FormPartsContext);
  // The latest save and conflicts, without registering the part again on every render.
  const latest = useRef({ save, conflicts });
  useLayoutEffect(() => {
    latest.current = { save, conflicts };
  });
  useEffect(() => {
    if (!parts) return undefined;
    parts.set(name, {
      dirty,
      save: (id, version) => latest.current.save(id, version),
      conflicts: async () => (latest.current.conflicts ? latest.current.conflicts() : null),
    });
    return () => parts.set(name, null);
  }, [parts, name, dirty]);
}
