import { languageList } from "~/features/settings/languages/languages";
import { SettingsTabs } from "~/features/settings/settings-tabs";
import { listRoute } from "~/routing/kit/list-route";
import { urls } from "~/routing/urls";

// The languages' list inside the settings navigation.
const route = listRoute(languageList, { frame: (page) => <SettingsTabs current={urls.settingLanguages.list}>{page}</SettingsTabs> });
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
