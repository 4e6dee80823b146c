import { Paper, Text, TypographyStylesProvider } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SafeHtml } from "~/ui/safe-html";

/**
 * How rich text will read on the storefront, sanitised before it is shown (ui/safe-html): a stored
 * `<script>` or `onerror=` never runs in the admin's session.
 */
export function HtmlPreview({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t("content.richText.preview")}>
      <Text size="sm" fw={600} mb="xs">
        {t("content.richText.preview")}
      </Text>
      {html.trim() ? (
        <TypographyStylesProvider data-testid={testId}>
          <SafeHtml html={html} />
        </TypographyStylesProvider>
      ) : (
        <Text size="sm" c="dimmed">
          {t("content.richText.empty")}
        </Text>
      )}
    </Paper>
  );
}
