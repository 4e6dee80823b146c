import { expect } from "vitest";

/*
 * The export progress the spec asks of both PDF exporters (the text PDF of ui/pdf-document and the
 * page capture of ui/pdf-export): 0 before the library loads, 25 once it has, 70 once the document is
 * written, 100 once it is saved. Their tests give a stand-in library the list the progress goes into;
 * the stand-in stamps each call it records with `progressSoFar`, so the order of the two shows.
 */

export const EXPORT_PROGRESS = [0, 25, 70, 100];

/** What had been reported when a stand-in was called: "progress so far: 0,25". */
export function progressSoFar(progress: number[]): string {
  return `progress so far: ${progress.join(",")}`;
}

/** A whole export run: the spec's four steps were reported, and the stand-in recorded exactly `calls`, in order. */
export function expectExportRun(progress: number[], recorded: string[], calls: string[]): void {
  expect(progress).toEqual(EXPORT_PROGRESS);
  expect(recorded).toEqual(calls);
}
