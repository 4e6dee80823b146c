/*
 * A linked category, brand or product of a slide or banner as the form holds it: the field map
 * (source-fields) makes these rows and the picker (source-picker) edits them, so the type lives
 * apart from both.
 */

/** A linked record in the form; removed rows are kept until the save (undo). */
export interface SourceRow {
  /** The link's id once saved. */
  id?: number;
  /** The linked record's id ("" until one is picked). */
  target: string;
  label: string;
  deleted: boolean;
  key: string;
  /** Products: their price and offer price, shown in the table. */
  selling?: number;
  offered?: number;
}
