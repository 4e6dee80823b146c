import { useTranslation } from "react-i18next";
import { Text } from "@mantine/core";
import { ResourceForm } from "~/ui/resource/resource-form";
import { HtmlPreview } from "./html-preview";
import { pages } from "./pages";

type PageRecord = Awaited<ReturnType<typeof pages.api.find>>;

/** The page's form with, beside it, the body as the storefront will show it (or which component). */
export function PageForm({ record }: { record: PageRecord | null }) {
  const { t } = useTranslation();
  return (
    <ResourceForm
      key={record?.id ?? "new"}
      resource={pages}
      record={record}
      aside={(form) =>
        form.values.page_from_component === "1" ? (
          <Text size="sm" c="dimmed">
            {t("content.pages.componentPreview", {
              component: t(`content.pages.components.${form.values.component === "sitemap" ? "sitemap" : "contact"}`),
            })}
          </Text>
        ) : (
          <HtmlPreview html={form.values.description} testId="page-preview" />
        )
      }
    />
  );
}
