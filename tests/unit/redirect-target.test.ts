// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isInAppPath, loginPathFor, safeRedirectTarget } from "~/session/redirect-target";

const accepted = ["/", "/products/5?page=2", "/orders#x"];

const refused: Array<[string, unknown]> = [
  ["protocol-relative", "//evil.com"],
  ["slash-backslash", "/\\evil.com"],
  ["double backslash", "\\\\evil.com"],
  ["absolute URL", "https://evil.com"],
  ["javascript: URL", "javascript:alert(1)"],
  ["encoded //", "/%2F%2Fevil.com"],
  ["encoded // without leading slash", "%2F%2Fevil.com"],
  ["encoded backslash", "/%5Cevil.com"],
  ["double-encoded //", "/%252F%252Fevil.com"],
  ["tab between slashes", "/\t/evil.com"],
  ["encoded newline in scheme", "java%0ascript:alert(1)"],
  ["empty string", ""],
  ["null", null],
  ["undefined", undefined],
  ["number", 42],
  ["object", { pathname: "/" }],
];

describe("isInAppPath", () => {
  it.each(accepted)("accepts the in-app path %j", (target) => {
    expect(isInAppPath(target)).toBe(true);
  });

  it.each(refused)("refuses %s (%j)", (_label, target) => {
    expect(isInAppPath(target)).toBe(false);
  });
});

describe("safeRedirectTarget", () => {
  it("keeps an in-app target", () => {
    expect(safeRedirectTarget("/products/5?page=2")).toBe("/products/5?page=2");
  });

  it.each(refused)("falls back to home for %s", (_label, target) => {
    expect(safeRedirectTarget(target)).toBe("/");
  });

  it("uses a given fallback", () => {
    expect(safeRedirectTarget("//evil.com", "/dashboard")).toBe("/dashboard");
  });
});

describe("loginPathFor", () => {
  it("remembers an in-app target, encoded", () => {
    expect(loginPathFor("/products/5?page=2")).toBe(`/login?redirect=${encodeURIComponent("/products/5?page=2")}`);
    const remembered = new URL(loginPathFor("/orders#x"), "http://panel.test").searchParams.get("redirect");
    expect(remembered).toBe("/orders#x");
  });

  it.each(["//evil.com", "https://evil.com", "/%2F%2Fevil.com", "javascript:alert(1)"])("drops the off-site target %j", (target) => {
    expect(loginPathFor(target)).toBe("/login");
  });

  it("does not remember home or the login page itself", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/login?redirect=%2Forders")).toBe("/login");
  });
});
