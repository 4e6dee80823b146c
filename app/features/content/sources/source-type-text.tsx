import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SOURCE_TYPE } from "~/api/content/sources";
import type { TranslationKey } from "~/i18n/keys";

const NAMES: Record<number, TranslationKey> = {
  [SOURCE_TYPE.category]: "storefront.sources.typeCategory",
  [SOURCE_TYPE.subCategory]: "storefront.sources.typeSubCategory",
  [SOURCE_TYPE.tag]: "storefront.sources.typeTags",
  [SOURCE_TYPE.brand]: "storefront.sources.typeBrands",
  [SOURCE_TYPE.product]: "storefront.sources.typeProducts",
  [SOURCE_TYPE.url]: "storefront.sources.typeUrl",
};

/** "Leads to: Brands": a slide's or banner's source type in words. */
export function SourceTypeText({ type }: { type: number | null }) {
  const { t } = useTranslation();
  const name = type ? NAMES[type] : undefined;
  return (
    <Text size="xs" c="dimmed">
      {t("storefront.sources.leadsTo", { type: name ? t(name) : t("storefront.sources.typeNone") })}
    </Text>
  );
}
