// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SUBJECTS } from "../../app/access/subjects";
import { permissionSpecs } from "../../server/src/seed/permissions";

/*
 * The panel's permission groups (app/access/subjects.ts) are the reference server's catalogue
 * (server/src/seed/permissions.ts): a group added to one and not the other fails here.
 */
describe("permission subjects", () => {
  it("the panel's subjects are exactly the server catalogue's groups", () => {
    const groups = [...new Set(permissionSpecs().map((p) => p.group_name))];
    expect([...SUBJECTS].sort()).toEqual(groups.sort());
  });

  it("the activity log's permission is there, held by both seeded roles", () => {
    const spec = permissionSpecs().find((p) => p.name === "activity_log.view");
    expect(spec?.roles).toEqual(["superadmin", "vendor"]);
    expect(SUBJECTS).toContain("activity_log");
  });
});
