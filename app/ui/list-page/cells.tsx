import { Avatar, Badge, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { mediaUrl } from "../media";

// Inside a narrow table column a badge would shrink to "PUB…": keep its whole word.
const NO_TRUNCATE = { label: { overflow: "visible" } } as const;

/** Public/private chip (status 1 = public, 2 = private). */
export function StatusBadge({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  return value === 1 ? (
    // Filled dark shades: the light variants fail WCAG contrast on striped rows.
    <Badge color="teal.9" variant="filled" styles={NO_TRUNCATE}>
      {t("common.public")}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled" styles={NO_TRUNCATE}>
      {t("common.private")}
    </Badge>
  );
}

export function YesNo({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  return <Text size="sm">{value === 1 ? t("common.yes") : t("common.no")}</Text>;
}

/** The row's name with its thumbnail, linking to the record. */
export function TitleCell({ title, image, to }: { title: string; image?: string | null; to: string }) {
  const src = image !== undefined ? mediaUrl(image, { thumb: true }) : null;
  return (
    <Group gap="sm" wrap="nowrap">
      {image !== undefined ? <Avatar src={src} alt="" radius="sm" size={36} /> : null}
      <Text component={Link} to={to} size="sm" fw={500} c="var(--mantine-color-anchor)">
        {title || "—"}
      </Text>
    </Group>
  );
}

export function DateCell({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  return (
    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
      {formatDate(value, language, "dateTime")}
    </Text>
  );
}
