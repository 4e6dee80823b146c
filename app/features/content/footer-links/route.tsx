import { Tabs, Text } from "@mantine/core";
import { useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { footerOverview, footerPages } from "~/api/content/footer-links";
import { recordRoute } from "~/routing/kit/record-route";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { ContentRecordForm, typeFromUrl } from "../sources/content-record-form";
import { footerImages, ICON_TYPES, ICONS_TAB, iconsTabPath, PAYMENT, SOCIAL } from "./footer-images";
import { ImageLinks } from "./image-links";
import { PageLinks } from "./page-links";

const PAGES_TAB = "service-about";

/** /footer-links (admin-screens §9.4): the two tabs, the open one kept in the URL's hash. */
export function footerLinksRoute() {
  const screen = urls.footerLinks.list.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, {
    load: async (args) => {
      const [overview, pages] = await Promise.all([footerOverview(args.request.signal), footerPages(args.request.signal)]);
      return { overview, pages };
    },
  });
  function FooterLinksScreen() {
    const { t } = useTranslation();
    const data = useLoaderData<typeof clientLoader>();
    const location = useLocation();
    const navigate = useNavigate();
    const tab = location.hash === `#${ICONS_TAB}` ? ICONS_TAB : PAGES_TAB;
    return (
      <PageFrame screen={screen}>
        {data ? (
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(next) => navigate({ hash: next === ICONS_TAB ? ICONS_TAB : "" }, { replace: true, preventScrollReset: true })}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value={PAGES_TAB}>{t("storefront.footerLinks.pagesTab")}</Tabs.Tab>
              <Tabs.Tab value={ICONS_TAB}>{t("storefront.footerLinks.iconsTab")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value={PAGES_TAB}>
              <PageLinks initial={data.overview} pages={data.pages} />
            </Tabs.Panel>
            <Tabs.Panel value={ICONS_TAB}>
              <ImageLinks payment={data.overview.payment_links} social={data.overview.social_links} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: FooterLinksScreen };
}

function IconKind({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t("storefront.fields.usedIn", { place: t(type === SOCIAL ? "storefront.footerLinks.social" : "storefront.footerLinks.payment") })}
    </Text>
  );
}

/** /footer-links/{id?}: a payment or social icon (`?type=1|2` for a new one). */
export function footerImageRoute() {
  return recordRoute(footerImages, {
    load: async (_id, args) => typeFromUrl(args.request.url, ICON_TYPES, PAYMENT),
    render: (record, type) => (
      <ContentRecordForm
        key={record?.id ?? `new-${type}`}
        resource={footerImages}
        record={record}
        preset={{ type: String(type ?? PAYMENT) }}
        listPath={iconsTabPath()}
        intro={(form) => <IconKind type={Number(form.values.type)} />}
      />
    ),
  });
}
