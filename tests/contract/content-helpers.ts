import { createAdmin, type TestAdminOptions } from "./accounts";
import type { TestServer } from "./harness";

/*
 * Shared by the content-*.test.ts files: accounts with a chosen permission set, tiny upload files.
 */

/** A role holding exactly `permissions`, an active admin with it, and that admin's id and token. */
export function adminWith(
  t: TestServer,
  permissions: string[],
  opts: Omit<TestAdminOptions, "permissions"> = {},
): Promise<{ id: number; token: string }> {
  return createAdmin(t, { ...opts, permissions });
}

export { NOT_FOUND, png, fakePng as notAnImage, zip } from "./accounts";
export const FORBIDDEN = { status: 403, message: "Unauthorized access." };
