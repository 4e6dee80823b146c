import { Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { text as textApi } from "~/api/resource";
import { rules } from "~/ui/edit-page/rules";
import { textOf, type Field, type Span } from "~/ui/resource/fields";
import type { TranslationKey } from "~/i18n/keys";

/*
 * SEO texts with a length hint ("42/60"): search engines cut titles at about 60 characters and
 * descriptions at about 160, so the author sees how much of the text will show. Used by pages and
 * the site setting.
 */

export const SEO_LENGTH = { title: 60, description: 160 } as const;

export interface CountedInputProps {
  label: string;
  /** The length search engines show. */
  max: number;
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** A text-like input's props (value, onChange, error, name). */
  input: { name: string; value: string; onChange: (event: { currentTarget: { value: string } }) => void; error?: string };
}

/** A text input whose help line counts its characters against what search engines show. */
export function CountedInput({ label, max, multiline, required, readOnly, input }: CountedInputProps) {
  const { t } = useTranslation();
  const count = [...input.value].length;
  const description = t(count > max ? "content.seo.countOver" : "content.seo.count", { count, max });
  const props = { label, required, readOnly, description, ...input };
  return multiline ? <Textarea autosize minRows={2} maxRows={6} {...props} /> : <TextInput {...props} />;
}

/** A resource field for an SEO text with its length hint. */
export function seoText(
  label: TranslationKey,
  max: number,
  options: { multiline?: boolean; required?: boolean; span?: Span } = {},
): Field<string, string> {
  return {
    api: textApi,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value.trim(),
    rule: options.required ? rules.required() : undefined,
    span: options.span,
    Input({ form, name, label: shown }) {
      const input = { ...form.text(name), value: textOf(form.values[name]) };
      return (
        <CountedInput
          label={shown}
          max={max}
          multiline={options.multiline}
          required={options.required}
          readOnly={form.readOnly}
          input={input}
        />
      );
    },
  };
}
