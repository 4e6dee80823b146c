import { ResourceForm } from "~/ui/resource/resource-form";
import { HtmlPreview } from "../pages/html-preview";
import { siteFeatures } from "./site-features";

type FeatureRecord = Awaited<ReturnType<typeof siteFeatures.api.find>>;

/** The feature's form: the icon beside it (uploaded on its own) and the detail as it will read. */
export function SiteFeatureForm({ record }: { record: FeatureRecord | null }) {
  return (
    <ResourceForm
      key={record?.id ?? "new"}
      resource={siteFeatures}
      record={record}
      aside={(form) => <HtmlPreview html={form.values.detail} testId="feature-preview" />}
    />
  );
}
