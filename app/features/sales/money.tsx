import { PriceCell } from "~/ui/list-page/cells";

/** An amount in the shop's currency, in the user's number format (the list cells' price). */
export const Money = PriceCell;
