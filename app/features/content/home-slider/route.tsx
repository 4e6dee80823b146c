import { Text } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SLIDE_TYPE, SLIDE_TYPES, sliderOverview } from "~/api/content/slider";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { recordRoute } from "~/routing/kit/record-route";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import type { TranslationKey } from "~/i18n/keys";
import { ContentRecordForm, typeFromUrl } from "../sources/content-record-form";
import { SliderOverviewScreen } from "./slider-overview";
import { slides } from "./slides";

/** /home-slider: the layout of the home page's slides. */
export function sliderOverviewRoute() {
  const screen = urls.homeSlider.list.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: (args) => sliderOverview(args.request.signal) });
  function SliderScreen() {
    const data = useLoaderData<typeof clientLoader>();
    return <PageFrame screen={screen}>{data ? <SliderOverviewScreen overview={data} /> : null}</PageFrame>;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: SliderScreen };
}

const PLACES: Record<number, TranslationKey> = {
  [SLIDE_TYPE.main]: "storefront.slider.main",
  [SLIDE_TYPE.rightTop]: "storefront.slider.rightTop",
  [SLIDE_TYPE.rightBottom]: "storefront.slider.rightBottom",
};

function Place({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Text size="sm">{t("storefront.fields.usedIn", { place: t(PLACES[type] ?? PLACES[SLIDE_TYPE.main]) })}</Text>;
}

/** /home-slider/{id?}: a slide (`?type=1|2|3` places a new one). */
export function slideRoute() {
  return recordRoute(slides, {
    load: async (_id, args) => typeFromUrl(args.request.url, SLIDE_TYPES, SLIDE_TYPE.main),
    render: (record, type) => (
      <ContentRecordForm
        key={record?.id ?? `new-${type}`}
        resource={slides}
        record={record}
        preset={{ type: String(type ?? SLIDE_TYPE.main) }}
        intro={(form) => <Place type={Number(form.values.type)} />}
      />
    ),
  });
}
