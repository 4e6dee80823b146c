import { withdrawalApi } from "~/api/people/withdrawals";
import { formText, type DetailActionHandler } from "~/ui/detail-page/action";
import { CANCEL_KEY } from "./withdrawal-requests";

/** The route's clientAction handlers: cancelling the request named in the URL, with the posted reason. */
export const withdrawalRequestActions: Record<string, DetailActionHandler> = {
  cancel: async ({ url, form }) => {
    await withdrawalApi.cancel(Number(url.searchParams.get(CANCEL_KEY)), formText(form, "message").trim());
  },
};
