import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Guest or registered customer, as a chip (filled dark shades keep WCAG contrast on striped rows). */
export function CustomerKind({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={guest ? "gray.7" : "indigo.8"} variant="filled">
      {t(guest ? "sales.carts.guest" : "sales.carts.registered")}
    </Badge>
  );
}

/** What to call a customer: the name, else the e-mail address, else its number. */
export function customerName(customer: { name: string; email: string; id: number }): string {
  return customer.name || customer.email || `#${customer.id}`;
}
