import { subject } from "@casl/ability";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ability, buildAbility, canOpen, rulesFromPermissions, updateAbility } from "~/access/ability";
import { AccessProvider, Can } from "~/access/can";
import { requireAny } from "~/access/middleware";
import { hasScope } from "~/access/scope";
import { __resetSessionStoreForTests, startSession, type SessionUser } from "~/session/session-store";
import { isMenuGroup, itemLabel, visibleMenu, type MenuEntry } from "~/routing/menu";
import { SPEC_VENDOR_PERMISSIONS as vendorPermissions } from "../support/vendor-permissions";
import { makeJwt } from "./support/jwt";

/** The menu as `screen` ids, groups as `title[item, ...]`. */
function outline(entries: MenuEntry[]): string[] {
  return entries.map((entry) =>
    isMenuGroup(entry) ? `${entry.title}[${entry.items.map((item) => item.screen).join(", ")}]` : entry.screen,
  );
}

async function rejection(run: () => void): Promise<Response> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return error as Response;
  }
  throw new Error("expected the middleware to throw");
}

afterEach(() => {
  cleanup();
  updateAbility([]);
});

describe("rules from permission names", () => {
  it("turns `group.action` into action + subject", () => {
    expect(rulesFromPermissions(["product.view", "pos_setting.edit", "bulk_upload.create"])).toEqual([
      { action: "view", subject: "product" },
      { action: "edit", subject: "pos_setting" },
      { action: "create", subject: "bulk_upload" },
    ]);
  });

  it("ignores malformed names", () => {
    expect(rulesFromPermissions(["product", ".view", "product.", "", "order.view"])).toEqual([{ action: "view", subject: "order" }]);
  });

  it("grants exactly what the permissions say", () => {
    const granted = buildAbility(["product.view", "order.edit"]);
    expect(granted.can("view", "product")).toBe(true);
    expect(granted.can("edit", "order")).toBe(true);
    expect(granted.can("delete", "product")).toBe(false);
    expect(granted.can("view", "order")).toBe(false);
  });

  it("applies a field restriction: may edit a product but not its price", () => {
    const rules = buildAbility(["product.edit"], [{ action: "edit", subject: "product", fields: ["price"], inverted: true }]);
    expect(rules.can("edit", "product", "name")).toBe(true);
    expect(rules.can("edit", "product", "price")).toBe(false);
  });

  it("applies conditions: may view an order only when it is theirs", () => {
    const rules = buildAbility([], [{ action: "view", subject: "order", conditions: { admin_id: 7 } }]);
    // AppAbility types subjects as plain strings; CASL checks conditions on a tagged record.
    const order = (fields: Record<string, unknown>) => subject("order", fields) as unknown as string;
    expect(rules.can("view", order({ id: 1, admin_id: 7 }))).toBe(true);
    expect(rules.can("view", order({ id: 2, admin_id: 8 }))).toBe(false);
  });

  it("lets an inverted rule forbid despite the grant", () => {
    const rules = buildAbility(["product.delete", "product.view"], [{ action: "delete", subject: "product", inverted: true }]);
    expect(rules.can("delete", "product")).toBe(false);
    expect(rules.can("view", "product")).toBe(true);
  });

  it("opens a screen with view, or with create where allowed", () => {
    const createOnly = buildAbility(["bulk_upload.create"]);
    expect(canOpen(createOnly, "bulk_upload")).toBe(false);
    expect(canOpen(createOnly, "bulk_upload", true)).toBe(true);
    expect(canOpen(buildAbility(["bulk_upload.view"]), "bulk_upload")).toBe(true);
    expect(canOpen(buildAbility([]), "bulk_upload", true)).toBe(false);
  });
});

describe("updateAbility", () => {
  it("tells the page only when the rules change (each screen's loader applies them again)", () => {
    let updates = 0;
    const stop = ability.on("updated", () => (updates += 1));
    try {
      updateAbility(["product.view", "order.view"]);
      updateAbility(["product.view", "order.view"]);
      expect(updates).toBe(1);
      updateAbility(["product.view"]);
      expect(updates).toBe(2);
      expect(ability.can("view", "order")).toBe(false);
      updateAbility(["product.view"], [{ action: "edit", subject: "product", inverted: true }]);
      expect(updates).toBe(3);
    } finally {
      stop();
    }
  });
});

describe("a screen's permission gate (requireAny)", () => {
  it("throws a 403 Response when the permission is missing", async () => {
    updateAbility(["order.view"]);
    const response = await rejection(() => requireAny(["product.view"]));
    expect(response.status).toBe(403);
    expect((await response.json()).messageKey).toBe("errors.forbidden");
  });

  it("passes when the permission is granted", () => {
    updateAbility(["product.view"]);
    expect(() => requireAny(["product.view"])).not.toThrow();
  });

  it("passes when any alternative is granted", () => {
    updateAbility(["bulk_upload.create"]);
    expect(() => requireAny(["bulk_upload.view", "bulk_upload.create"])).not.toThrow();
  });

  it("refuses when no alternative is granted, or none is named", async () => {
    updateAbility(["product.view"]);
    expect((await rejection(() => requireAny(["order.view", "order.create"]))).status).toBe(403);
    expect((await rejection(() => requireAny([]))).status).toBe(403);
  });
});

describe("hasScope", () => {
  beforeEach(() => __resetSessionStoreForTests());

  it("reads the given user's scope field", () => {
    const user: SessionUser = { id: 1, name: "V", email: "v@example.com", scope: ["vendor"] };
    expect(hasScope("vendor", user)).toBe(true);
    expect(hasScope("admin", user)).toBe(false);
    expect(hasScope("vendor", null)).toBe(false);
  });

  it("reads the signed-in user's scope from the token by default", () => {
    expect(hasScope("admin")).toBe(false);
    startSession(makeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, scope: "admin reports" }), {
      id: 1,
      name: "A",
      email: "a@example.com",
    });
    expect(hasScope("admin")).toBe(true);
    expect(hasScope("reports")).toBe(true);
    expect(hasScope("vendor")).toBe(false);
  });
});

describe("visibleMenu", () => {
  it("shows a vendor only the areas of its permissions", () => {
    expect(outline(visibleMenu(buildAbility(vendorPermissions)))).toEqual([
      "dashboard",
      "nav.productGroup[categories, brands, attributes, products]",
      "nav.marketing[bundle-deals]",
      "nav.pos[pos.manager, pos.order, pos.configuration]",
      "orders",
      "rating-reviews",
      "bulk-upload",
      "nav.withdrawal[withdrawal-requests, withdrawal-accounts]",
      "store",
    ]);
  });

  it("hides from a vendor tax rules, vouchers, roles, admins, users and settings", () => {
    const flat = visibleMenu(buildAbility(vendorPermissions)).flatMap((entry) =>
      isMenuGroup(entry) ? [entry.title, ...entry.items.map((item) => item.screen)] : [entry.screen],
    );
    for (const hidden of [
      "tax-rules",
      "vouchers",
      "roles-permissions",
      "admins-vendors",
      "nav.users",
      "registered-users",
      "setting.currency",
    ]) {
      expect(flat).not.toContain(hidden);
    }
    expect(flat).toContain("bulk-upload");
  });

  it("groups vouchers with marketing and tax and shipping rules under shop rules; names the settings entry for all settings (issue 28)", () => {
    const groups = ["voucher", "flash_sale", "bundle_deal", "tax_rule", "shipping_rule", "category", "product", "setting"];
    const menu = visibleMenu(buildAbility(groups.map((group) => `${group}.view`)));
    expect(outline(menu)).toEqual([
      "nav.productGroup[categories, products]",
      "nav.marketing[vouchers, flash-sales, bundle-deals]",
      "nav.shopRules[tax-rules, shipping-rules]",
      "setting.currency",
    ]);
    const settings = menu.at(-1);
    expect(settings && !isMenuGroup(settings) ? itemLabel(settings) : null).toBe("nav.setting");
  });

  it("shows nothing to a user without permissions", () => {
    expect(visibleMenu(buildAbility([]))).toEqual([]);
  });
});

describe("<Can>", () => {
  function renderGuarded() {
    return render(
      <AccessProvider>
        <Can I="view" a="profile">
          <span>My profile</span>
        </Can>
        <Can I="edit" a="product" field="price">
          <span>Edit price</span>
        </Can>
      </AccessProvider>,
    );
  }

  it("renders nothing while the action is not allowed", () => {
    updateAbility(["product.view"]);
    renderGuarded();
    expect(screen.queryByText("My profile")).toBeNull();
    expect(screen.queryByText("Edit price")).toBeNull();
  });

  it("renders its children once the action is allowed", () => {
    updateAbility([]);
    renderGuarded();
    expect(screen.queryByText("My profile")).toBeNull();
    act(() => updateAbility(["profile.view", "product.edit"]));
    expect(screen.getByText("My profile")).toBeTruthy();
    expect(screen.getByText("Edit price")).toBeTruthy();
  });

  it("hides a field forbidden by an inverted rule", () => {
    updateAbility(["profile.view", "product.edit"], [{ action: "edit", subject: "product", fields: ["price"], inverted: true }]);
    renderGuarded();
    expect(screen.getByText("My profile")).toBeTruthy();
    expect(screen.queryByText("Edit price")).toBeNull();
    expect(ability.can("edit", "product")).toBe(true);
  });
});
