import { Group, Text, Textarea } from "@mantine/core";
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

/*
 * A small code editor for custom CSS and scripts (no code-editor package is installed): a monospace
 * textarea where Tab indents by two spaces and Shift+Tab outdents the line, with a line count. So
 * that the keyboard is never trapped, Escape hands Tab back to the page: the next Tab moves focus.
 */

const INDENT = "  ";

/** What the editor hands to its textarea as it is. */
interface TextareaPart {
  label: string;
  error?: string;
  description?: string;
  required?: boolean;
}

export interface CodeEditorProps extends TextareaPart {
  /** The language the code is in ("CSS", "JavaScript"): said in the help line. */
  language: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  readOnly?: boolean;
}

/** Where the caret goes once React has put the new value in. */
interface Caret {
  start: number;
  end: number;
}

/** The text with two spaces at the caret (replacing a selection), and the caret after them. */
export function indentAt(text: string, start: number, end: number): { text: string; caret: Caret } {
  const next = text.slice(0, start) + INDENT + text.slice(end);
  return { text: next, caret: { start: start + INDENT.length, end: start + INDENT.length } };
}

/** The text with up to two leading spaces of the caret's line removed, and the caret moved with them. */
export function outdentAt(text: string, start: number, end: number): { text: string; caret: Caret } {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const spaces = /^ {0,2}/.exec(text.slice(lineStart))?.[0].length ?? 0;
  if (spaces === 0) return { text, caret: { start, end } };
  const next = text.slice(0, lineStart) + text.slice(lineStart + spaces);
  const shift = (at: number) => Math.max(lineStart, at - spaces);
  return { text: next, caret: { start: shift(start), end: shift(end) } };
}

export const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length);

export function CodeEditor({ language, value, onChange, name, readOnly, ...textarea }: CodeEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<Caret | null>(null);
  // After Escape, one Tab leaves the editor instead of indenting.
  const tabLeaves = useRef(false);

  useLayoutEffect(() => {
    if (!caret.current || !area.current) return;
    area.current.setSelectionRange(caret.current.start, caret.current.end);
    caret.current = null;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      tabLeaves.current = true;
      return;
    }
    if (event.key !== "Tab" || readOnly || event.ctrlKey || event.altKey || event.metaKey) {
      tabLeaves.current = false;
      return;
    }
    if (tabLeaves.current) {
      tabLeaves.current = false;
      return;
    }
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const edit = event.shiftKey ? outdentAt(value, selectionStart, selectionEnd) : indentAt(value, selectionStart, selectionEnd);
    caret.current = edit.caret;
    if (edit.text !== value) onChange(edit.text);
    else event.currentTarget.setSelectionRange(edit.caret.start, edit.caret.end);
  };

  const lines = lineCount(value);
  return (
    <div>
      <Textarea
        {...textarea}
        ref={area}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          tabLeaves.current = false;
        }}
        readOnly={readOnly}
        autosize
        minRows={8}
        maxRows={24}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: "var(--mantine-font-size-sm)", tabSize: 2 } }}
        data-code-language={language}
      />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          {t("content.codeEditor.keys", { language })}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`${name}-lines`}>
          {t("content.codeEditor.lines", { count: lines })}
        </Text>
      </Group>
    </div>
  );
}
