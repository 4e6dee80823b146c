import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeHtml, sanitizeHtml } from "~/ui/safe-html";

describe("HTML from data", () => {
  it("drops scripts and event handlers, keeps formatting", () => {
    const dirty = '<p onclick="steal()">Hi <b>there</b><img src="x" onerror="steal()"><script>steal()</script></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror/);
    expect(clean).toContain("<b>there</b>");
  });

  it("renders only the sanitised markup", () => {
    const { container } = render(<SafeHtml html={'<a href="javascript:alert(1)">x</a><em>ok</em>'} />);
    expect(container.querySelector("a")?.getAttribute("href") ?? null).toBeNull();
    expect(container.querySelector("em")?.textContent).toBe("ok");
  });
});
