import { useMemo } from "react";
import type { Customer } from "~/api/people/customers";
import { DetailPage } from "~/ui/detail-page/detail-page";
import type { SubListsData } from "~/ui/sub-lists/sub-lists";
import { SubListTabs } from "~/ui/sub-lists/sub-list-tabs";
import { customerSubLists, customerTabCounts } from "./customer-lists";
import { customerDetail } from "./customer-profile";

/** A registered customer's page: the profile as a detail page, then the sub-lists as tabs with their sizes. */
export function CustomerDetail({ customer, lists }: { customer: Customer; lists: SubListsData }) {
  const tabs = useMemo(() => customerSubLists(customer.id), [customer.id]);
  return (
    <>
      <DetailPage description={customerDetail} record={customer} />
      <SubListTabs lists={tabs} data={lists} counts={customerTabCounts(customer.counts)} label="people.customer.tabsLabel" />
    </>
  );
}
