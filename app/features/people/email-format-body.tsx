import { Input, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { text } from "~/api/resource";
import { rules } from "~/ui/edit-page/rules";
import { editorForm, RichText } from "~/ui/inputs/rich-text";
import { textOf, type Field, type FieldInputProps } from "~/ui/resource/fields";
import { EmailPreview } from "./email-preview";

type Mode = "editor" | "html";

/**
 * The editor keeps only what it knows (paragraphs, headings, lists, links, pictures): a mail with
 * tables or styles opens as HTML, so loading it cannot rewrite it.
 */
const editorKeeps = (html: string) => !html.trim() || editorForm(html) === html.trim();

/** The body: rich text or raw HTML (a switch), with the sandboxed preview of what will be mailed. */
function BodyInput({ form, name, label }: FieldInputProps) {
  const { t } = useTranslation();
  const value = textOf(form.values[name]);
  const [mode, setMode] = useState<Mode>(() => (editorKeeps(value) ? "editor" : "html"));
  const set = (html: string) => form.set(name, html);
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t("people.emailFormats.editWith")} id={`${name}-mode`} labelElement="div">
        <SegmentedControl
          display="flex"
          w="fit-content"
          value={mode}
          onChange={(next) => setMode(next as Mode)}
          aria-labelledby={`${name}-mode-label`}
          data={[
            { value: "editor", label: t("people.emailFormats.modeEditor") },
            { value: "html", label: t("people.emailFormats.modeHtml") },
          ]}
        />
      </Input.Wrapper>
      {mode === "editor" ? (
        <RichText label={label} required value={value} onChange={set} error={form.error(name)} readOnly={form.readOnly} />
      ) : (
        <Textarea
          label={label}
          required
          autosize
          minRows={8}
          maxRows={24}
          ff="monospace"
          description={t("people.emailFormats.htmlHint")}
          readOnly={form.readOnly}
          {...form.text(name)}
        />
      )}
      <Text size="sm" fw={600}>
        {t("people.emailFormats.preview")}
      </Text>
      <EmailPreview html={value} />
    </Stack>
  );
}

/** The mail's HTML body; the server sanitises it before storing (scripts and handlers go). */
export const emailBodyField: Field<string, string> = {
  api: text,
  label: "people.emailFormats.body",
  toForm: (value) => value ?? "",
  toPayload: (value) => value,
  rule: rules.required(),
  Input: BodyInput,
};
