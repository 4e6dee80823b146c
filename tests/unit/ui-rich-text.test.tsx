import { MantineProvider } from "@mantine/core";
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { editorForm, RichText } from "~/ui/inputs/rich-text";

// What the demo shop stores: entities, bare list items, no trailing paragraph.
const STORED = "<p>It&#39;s <strong>new</strong></p><ul><li>Light</li><li>Strong</li></ul>";

describe("rich text: the editor's form of stored HTML", () => {
  it("is the same for texts the editor rewrites alike", () => {
    expect(editorForm("<p>It&#39;s</p>")).toBe(editorForm("<p>It's</p>"));
    expect(editorForm("<ul><li>a</li></ul>")).toBe(editorForm("<ul><li><p>a</p></li></ul>"));
    expect(editorForm("<p>a</p><p></p>")).toBe(editorForm("<p>a</p>"));
    expect(editorForm("")).toBe("");
  });

  it("differs for a different text", () => {
    expect(editorForm("<p>It's</p>")).not.toBe(editorForm("<p>Its</p>"));
    expect(editorForm("<ul><li>a</li></ul>")).not.toBe(editorForm("<ol><li>a</li></ol>"));
  });

  it("loading stored HTML into the editor reports no change", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <MantineProvider>
        <RichText label="Overview" value={STORED} onChange={onChange} />
      </MantineProvider>,
    );
    await waitFor(() => expect(container.querySelector(".ProseMirror")).not.toBeNull());
    await waitFor(() => expect(container.querySelector(".ProseMirror li")).not.toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
