import { Box, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { HEX_COLOR } from "./site-setting";

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): "#000000" | "#ffffff" {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

function Sample({ color, label }: { color: string; label: string }) {
  const { t } = useTranslation();
  const valid = HEX_COLOR.test(color);
  return (
    <Stack gap={4} align="center">
      <Box
        w={160}
        h={48}
        bg={valid ? color : undefined}
        c={valid ? textOn(color) : undefined}
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: "var(--mantine-radius-sm)", display: "flex", alignItems: "center", justifyContent: "center" }}
        data-testid={`swatch-${label}`}
      >
        <Text size="sm" fw={600} inherit>
          {valid ? t("content.siteSetting.sampleButton") : t("content.siteSetting.noColor")}
        </Text>
      </Box>
      <Text size="xs" c="dimmed">
        {label} {valid ? color : ""}
      </Text>
    </Stack>
  );
}

/** A live preview of the storefront's button in the primary colour and in its hover colour. */
export function ColorSwatch({ color, hover }: { color: string; hover: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" role="group" aria-label={t("content.siteSetting.swatch")}>
      <Sample color={color.trim()} label={t("content.siteSetting.fields.primaryColor")} />
      <Sample color={hover.trim()} label={t("content.siteSetting.fields.primaryHover")} />
    </Group>
  );
}
