import { languageOptions } from "~/api/settings/resources";
import { LanguageScreen } from "~/features/settings/languages/language-form";
import { languages } from "~/features/settings/languages/languages";
import { recordRoute } from "~/routing/kit/record-route";

// A language's form picks its code from the languages the shop can have.
const route = recordRoute(languages, {
  load: () => languageOptions(),
  render: (record, options) => <LanguageScreen record={record} options={options ?? []} />,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
