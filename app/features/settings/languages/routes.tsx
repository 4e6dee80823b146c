import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageOptions } from "~/api/settings/resources";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { recordRoute } from "~/shell/record-route";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { screenById } from "~/shell/screens";
import { urls } from "~/shell/urls";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";
import { SettingsTabs } from "../settings-tabs";
import { LanguageScreen } from "./language-form";
import { languageList, languages } from "./languages";

/** The languages' two screens inside the settings navigation (listRoute and recordRoute, framed by the tabs). */

export function languageListRoute() {
  const screen = languageList.resource;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: (args) => loadList(languageList, args) });
  function LanguageListScreen() {
    const { t } = useTranslation();
    const data = useLoaderData<typeof clientLoader>();
    return (
      <PageFrame screen={screen}>
        <SettingsTabs current={urls.settingLanguages.list}>
          {data ? <ListPage description={languageList} data={data} title={t(screenById(screen).title)} /> : null}
        </SettingsTabs>
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: LanguageListScreen };
}

export function languageRecordRoute() {
  return recordRoute(languages, {
    load: () => languageOptions(),
    render: (record, options) => <LanguageScreen record={record} options={options ?? []} />,
  });
}
