import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { checkoutApi, type CustomerOption } from "~/api/pos/checkout";
import { AsyncSelect, type AsyncOption } from "~/ui/inputs/async-select";

/*
 * Who the sale is for: a type-ahead over the registered customers (`user/all?q=`, name or e-mail),
 * with "Walk-in customer" always first and chosen by default (clearing the field comes back to it).
 */

const WALK_IN = "walk-in";

const labelOf = (customer: CustomerOption) => (customer.email ? `${customer.name || customer.email} (${customer.email})` : customer.name);

export function CustomerPicker({ value, onChange }: { value: CustomerOption | null; onChange: (customer: CustomerOption | null) => void }) {
  const { t } = useTranslation();
  const walkIn = useMemo<AsyncOption>(() => ({ value: WALK_IN, label: t("pos.checkout.customer.walkIn") }), [t]);
  // The customers searches have found, to turn a picked option back into a customer.
  const found = useRef(new Map<string, CustomerOption>());
  if (value) found.current.set(String(value.id), value);

  const load = useCallback(
    async (q: string): Promise<AsyncOption[]> => {
      let customers: CustomerOption[] = [];
      try {
        customers = await checkoutApi.customers(q);
      } catch {
        // Without the customer list (no `user.view`, no connection) the walk-in customer still sells.
      }
      for (const customer of customers) found.current.set(String(customer.id), customer);
      return [walkIn, ...customers.map((c) => ({ value: String(c.id), label: labelOf(c) }))];
    },
    [walkIn],
  );

  return (
    <AsyncSelect
      label={t("pos.checkout.customer.label")}
      placeholder={t("pos.checkout.customer.placeholder")}
      value={value ? String(value.id) : WALK_IN}
      initialOption={value ? { value: String(value.id), label: labelOf(value) } : walkIn}
      load={load}
      onChange={(next) => onChange(next && next !== WALK_IN ? (found.current.get(next) ?? null) : null)}
      data-testid="pos-customer"
    />
  );
}
