import { useMemo } from "react";
import type { Customer } from "~/api/people/customers";
import type { SubListsData } from "~/ui/sub-lists/sub-lists";
import { SubListTabs } from "~/ui/sub-lists/sub-list-tabs";
import { customerSubLists, customerTabCounts } from "./customer-lists";
import { CustomerProfile } from "./customer-profile";

/** A registered customer's page: the profile, then the sub-lists as tabs with their sizes. */
export function CustomerDetail({ customer, lists }: { customer: Customer; lists: SubListsData }) {
  const tabs = useMemo(() => customerSubLists(customer.id), [customer.id]);
  return (
    <>
      <CustomerProfile customer={customer} />
      <SubListTabs lists={tabs} data={lists} counts={customerTabCounts(customer.counts)} label="people.customer.tabsLabel" />
    </>
  );
}
