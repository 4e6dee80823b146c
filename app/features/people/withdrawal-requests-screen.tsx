import { Stack } from "@mantine/core";
import { useLoaderData, useLocation, useNavigate, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { useMemo } from "react";
import { ActionModal } from "~/ui/detail-page/action-modal";
import { ListPage } from "~/ui/list-page/list-page";
import { WithdrawalBalancePanel } from "./withdrawal-balance";
import {
  CANCEL_KEY,
  cancelAction,
  decisionActions,
  requestLabel,
  withdrawalRequestList,
  type loadWithdrawalRequests,
} from "./withdrawal-requests";

/** The route's clientLoader: the screen's gate, then loadWithdrawalRequests (null when the gate redirected). */
type Loader = (args: ClientLoaderFunctionArgs) => Promise<Awaited<ReturnType<typeof loadWithdrawalRequests>> | null>;

/**
 * The vendor's balance (when they may request), the requests with their approve and cancel
 * buttons, and the cancellation form of the request named in the URL. The form posts to the
 * route's clientAction, after which Remix reloads the page's data: the list and the balance.
 */
export function WithdrawalRequestsScreen({ title }: { title: string }) {
  const data = useLoaderData<Loader>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const description = useMemo(() => ({ ...withdrawalRequestList, rowActions: decisionActions(search) }), [search]);
  if (!data) return null;

  const cancelId = new URLSearchParams(search).get(CANCEL_KEY);
  const cancelling = data.list.page?.data.find((row) => String(row.id) === cancelId);
  const closeCancel = () => {
    const params = new URLSearchParams(search);
    params.delete(CANCEL_KEY);
    navigate({ search: params.toString() }, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      {data.balance ? <WithdrawalBalancePanel balance={data.balance} /> : null}
      <ListPage description={description} data={data.list} title={title} />
      {cancelling ? (
        <ActionModal
          key={cancelling.id}
          action={cancelAction}
          record={cancelling}
          vars={{ title: requestLabel(cancelling) }}
          onClose={closeCancel}
          onDone={closeCancel}
        />
      ) : null}
    </Stack>
  );
}
