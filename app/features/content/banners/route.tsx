import { Text } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allBanners, BANNER_TYPES } from "~/api/content/banners";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { recordRoute } from "~/routing/kit/record-route";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { ContentRecordForm, typeFromUrl } from "../sources/content-record-form";
import { banners, SLOT_NAMES } from "./banners";
import { SlotMap } from "./slot-map";

/** /banners: the slot map. */
export function bannerSlotsRoute() {
  const screen = urls.banners.list.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: (args) => allBanners(args.request.signal) });
  function BannersScreen() {
    const data = useLoaderData<typeof clientLoader>();
    return <PageFrame screen={screen}>{data ? <SlotMap banners={data} /> : null}</PageFrame>;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: BannersScreen };
}

function UsedIn({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Text size="sm">{t("storefront.fields.usedIn", { place: t(SLOT_NAMES[type] ?? SLOT_NAMES[1]) })}</Text>;
}

/** /banners/{id}: a slot's banner (`add?type=N` sets up an empty slot). */
export function bannerRoute() {
  return recordRoute(banners, {
    load: async (_id, args) => typeFromUrl(args.request.url, BANNER_TYPES, BANNER_TYPES[0]),
    render: (record, type) => (
      <ContentRecordForm
        key={record?.id ?? `new-${type}`}
        resource={banners}
        record={record}
        preset={{ type: String(type ?? BANNER_TYPES[0]) }}
        intro={(form) => <UsedIn type={Number(form.values.type)} />}
      />
    ),
  });
}
