import { useTranslation } from "react-i18next";
import { loadWithdrawalRequests } from "~/features/people/withdrawal-requests";
import { withdrawalRequestActions } from "~/features/people/withdrawal-request-actions";
import { WithdrawalRequestsScreen } from "~/features/people/withdrawal-requests-screen";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { screenById } from "~/routing/screens";
import { urls } from "~/routing/urls";
import { detailAction, detailShouldRevalidate } from "~/ui/detail-page/action";

const SCREEN = urls.withdrawalRequests.screen;

export const handle: ScreenHandle = { screen: SCREEN };
export const clientLoader = screenLoader(SCREEN, { load: loadWithdrawalRequests });
export const clientAction = detailAction(withdrawalRequestActions);
export const shouldRevalidate = detailShouldRevalidate;
export const ErrorBoundary = RouteErrorBoundary;

export default function WithdrawalRequests() {
  const { t } = useTranslation();
  return (
    <PageFrame screen={SCREEN}>
      <WithdrawalRequestsScreen title={t(screenById(SCREEN).title)} />
    </PageFrame>
  );
}
