import { Box, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A mail's HTML as a mail program would show it, in a frame that can run nothing: `sandbox=""`
 * allows no scripts, no forms, no popups and gives the document an opaque origin, so even a body
 * that still holds a script (raw HTML being typed) can neither run nor reach the panel.
 */
export function EmailPreview({ html, subject }: { html: string; subject?: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      {subject !== undefined ? (
        <Text size="sm" mb="xs">
          <Text span fw={600}>
            {t("people.emailFormats.subjectLabel")}
          </Text>{" "}
          <span data-preview-subject>{subject || "—"}</span>
        </Text>
      ) : null}
      <iframe
        sandbox=""
        srcDoc={html}
        title={t("people.emailFormats.preview")}
        data-email-preview
        style={{
          width: "100%",
          minHeight: 360,
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: 4,
          background: "#fff",
        }}
      />
    </Box>
  );
}
