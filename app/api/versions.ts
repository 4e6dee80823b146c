/**
 * The version of a record as the server sent it (its `ETag`, quotes kept), held beside the record
 * object rather than inside it: a record keeps the contract's shape, and a form that has the record
 * can ask for the version it must send back as `If-Match` (server/docs/record-versions.md). A
 * backend without the extension sends no ETag: the version is then null and forms re-read instead.
 */
const versions = new WeakMap<object, string>();

export function rememberVersion(record: unknown, version: string | null): void {
  if (version && typeof record === "object" && record !== null) versions.set(record, version);
}

export function versionOf(record: unknown): string | null {
  return typeof record === "object" && record !== null ? (versions.get(record) ?? null) : null;
}

/** A parsed copy of a record answers the same version as the raw answer it came from. */
export function keepVersion<T>(from: unknown, to: T): T {
  rememberVersion(to, versionOf(from));
  return to;
}

/**
 * When the version says the record was saved, if it is a time (the reference server's versions are
 * `updated_at`; a settings panel's are hashes, which say nothing of time).
 */
export function versionTime(version: string | null): Date | null {
  const inner = version?.replace(/^W\//, "").replace(/^"|"$/g, "") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}T/.test(inner)) return null;
  const at = new Date(inner.replace(/(\.\d{3})\d+Z$/, "$1Z"));
  return Number.isNaN(at.getTime()) ? null : at;
}
