import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkoutApi, type CustomerAddress } from "~/api/pos/checkout";
import { errorText } from "~/ui/feedback/error-text";

/** The chosen customer's address book: loaded when the customer changes, reloaded after each edit. */
export interface AddressBook {
  addresses: CustomerAddress[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

export function useAddressBook(customerId: number | null): AddressBook {
  const { t } = useTranslation();
  const [addresses, setAddresses] = useState<CustomerAddress[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the answer for the customer asked last counts (the cashier may switch quickly).
  const ticket = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++ticket.current;
    if (customerId === null) {
      setAddresses([]);
      setError(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const found = await checkoutApi.addresses(customerId);
      if (mine === ticket.current) setAddresses(found);
    } catch (failure) {
      if (mine === ticket.current) setError(errorText(failure, t, "pos.checkout.shipping.loadFailed"));
    } finally {
      if (mine === ticket.current) setLoading(false);
    }
  }, [customerId, t]);

  useEffect(() => {
    setAddresses([]);
    void reload();
  }, [reload]);

  return { addresses, loading, error, reload };
}
