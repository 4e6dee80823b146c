import { Collapse, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { text as textApi } from "~/api/resource";
import { rules } from "~/ui/edit-page/rules";
import { textOf, type Field } from "~/ui/resource/fields";
import type { TranslationKey } from "~/i18n/keys";
import { CodeEditor } from "../code-editor/code-editor";
import { routePatternMatches } from "./route-pattern";

/* The custom script form's own inputs: the route pattern with its tester, the script toggles and their code. */

/** The route pattern, with a tester: type a storefront path, see whether the pattern names it. */
export const routePatternField: Field<string, string> = {
  api: textApi,
  label: "content.customScripts.fields.routePattern",
  toForm: (value) => value ?? "",
  toPayload: (value) => value.trim(),
  rule: rules.required(),
  aliases: ["route pattern", "route_pattern"],
  Input({ form, name, label }) {
    const { t } = useTranslation();
    const [path, setPath] = useState("/product/123");
    const pattern = textOf(form.values[name]);
    const matches = routePatternMatches(pattern, path);
    return (
      <Stack gap="xs">
        <TextInput
          label={label}
          required
          description={t("content.customScripts.patternHint")}
          readOnly={form.readOnly}
          {...form.text(name)}
        />
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label={t("content.customScripts.testPath")}
            value={path}
            onChange={(event) => setPath(event.currentTarget.value)}
            w={{ base: "100%", sm: 280 }}
          />
          <Text size="sm" role="status" aria-live="polite" data-testid="route-match" mb={8} fw={500} c={matches ? "teal.9" : "gray.8"}>
            {t(matches ? "content.customScripts.matchesYes" : "content.customScripts.matchesNo", { path: path || "/" })}
          </Text>
        </Group>
      </Stack>
    );
  },
};

/** A 0/1 toggle (the API's header_script, body_script), held as a boolean. */
export function scriptToggle(label: TranslationKey): Field<number, boolean> {
  return {
    api: z.catch(z.coerce.number().check(z.int()), 0),
    label,
    toForm: (value) => value === 1,
    toPayload: (value) => (value ? 1 : 0),
    span: { base: 12, sm: 6 },
    Input({ form, name, label: shown }) {
      return (
        <Switch
          label={shown}
          name={name}
          checked={form.values[name] === true}
          onChange={(event) => form.set(name, event.currentTarget.checked)}
          disabled={form.readOnly}
          mt="sm"
        />
      );
    },
  };
}

/** A script's code, shown while its toggle (`toggle`) is on; kept in the form while it is off. */
export function scriptCode(label: TranslationKey, toggle: string): Field<string, string> {
  return {
    api: textApi,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <Collapse in={form.values[toggle] === true}>
          {form.values[toggle] === true ? (
            <CodeEditor
              label={shown}
              language="JavaScript"
              name={name}
              value={textOf(form.values[name])}
              onChange={(value) => form.set(name, value)}
              error={form.error(name)}
              description={t("content.customScripts.codeHint")}
              readOnly={form.readOnly}
            />
          ) : null}
        </Collapse>
      );
    },
  };
}
