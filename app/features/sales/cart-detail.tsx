import { Anchor, Text } from "@mantine/core";
import { IconMailForward, IconShoppingCartX } from "@tabler/icons-react";
import { cartApi, type Cart, type CartLine } from "~/api/sales/carts";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { formText, type DetailActionHandler } from "~/ui/detail-page/action";
import type { DetailDescription } from "~/ui/detail-page/description";
import { fieldsSection, tableSection } from "~/ui/detail-page/sections";
import { TitleCell } from "~/ui/list-page/cells";
import { listHref } from "~/ui/list-page/memory";
import { cartKeyOf } from "./cart-keys";
import { CustomerKind, customerName } from "./cart-customer";
import { Money } from "./money";
import { emailField } from "~/ui/detail-page/email-link";

/*
 * /carts/{id}: one customer's cart (the customer, the items with their variants and prices, the
 * totals) and what an admin can do about it: empty it, send the customer a reminder, print it.
 */

type Customer = Cart["customer"];

function CustomerName({ customer }: { customer: Customer }) {
  const name = customerName(customer);
  // Registered customers have a page of their own; guests do not.
  return customer.guest ? (
    <Text size="sm">{name}</Text>
  ) : (
    <Anchor component={AppLink} to={urls.registeredUsers.detail(customer.id)} size="sm">
      {name}
    </Anchor>
  );
}

const variantText = (line: CartLine) => line.attributes.map((a) => `${a.attribute}: ${a.value}`).join(" · ");

export const cartDetail: DetailDescription<Cart> = {
  subject: "user",
  listPath: urls.carts.list(),
  title: (cart) => customerName(cart.customer),
  sections: [
    fieldsSection<Cart>({
      key: "customer",
      title: "sales.carts.sections.customer",
      fields: [
        { label: "sales.carts.name", value: (cart) => <CustomerName customer={cart.customer} /> },
        emailField<Cart>("sales.carts.email", (cart) => cart.customer.email),
        { label: "sales.carts.kind", value: (cart) => <CustomerKind guest={cart.customer.guest} /> },
      ],
    }),
    tableSection<Cart, CartLine>({
      key: "items",
      title: "sales.carts.sections.items",
      rows: (cart) => cart.lines,
      empty: "sales.carts.noItems",
      columns: [
        {
          key: "product",
          title: "sales.carts.product",
          render: (line) => (
            <TitleCell
              title={line.product?.title ?? `#${line.product_id}`}
              image={line.product?.image ?? null}
              to={urls.products.edit(line.product_id)}
            />
          ),
        },
        { key: "variant", title: "sales.carts.variant", render: (line) => variantText(line) || "—" },
        { key: "unitPrice", title: "sales.carts.unitPrice", align: "right", render: (line) => <Money value={line.unit_price} /> },
        { key: "quantity", title: "sales.carts.quantity", align: "right", render: (line) => line.quantity },
        { key: "lineTotal", title: "sales.carts.lineTotal", align: "right", render: (line) => <Money value={line.line_total} /> },
      ],
    }),
    fieldsSection<Cart>({
      key: "totals",
      title: "sales.carts.sections.totals",
      fields: [
        { label: "sales.carts.items", value: (cart) => cart.item_count },
        { label: "sales.carts.quantity", value: (cart) => cart.quantity },
        { label: "sales.carts.total", value: (cart) => <Money value={cart.total} strong /> },
      ],
    }),
  ],
  actions: [
    {
      kind: "confirm",
      intent: "empty",
      label: "sales.carts.empty",
      icon: IconShoppingCartX,
      color: "red",
      permission: "delete",
      confirm: { title: "sales.carts.emptyConfirm", message: "sales.carts.emptyWarning", danger: true },
      done: "sales.carts.emptied",
    },
    {
      kind: "modal",
      intent: "remind",
      label: "sales.carts.remind",
      icon: IconMailForward,
      permission: "edit",
      title: "sales.carts.remindTitle",
      submit: "sales.carts.remindSubmit",
      fields: [
        { name: "subject", label: "sales.carts.subject" },
        { name: "message", label: "sales.carts.message", multiline: true },
      ],
      initial: (cart, t) => ({
        subject: t("sales.carts.reminderSubject"),
        message: t("sales.carts.reminderMessage", { name: cart.customer.name || cart.customer.email }),
      }),
      done: "sales.carts.reminded",
    },
    { kind: "print", label: "detail.print" },
  ],
};

/** The cart page's clientAction handlers, by intent. */
export const cartActions: Record<string, DetailActionHandler> = {
  // An emptied cart has nothing left to show: back to the list.
  empty: async ({ params, url }) => {
    await cartApi.empty([cartKeyOf(params, url)]);
    return { redirectTo: listHref(urls.carts.list()) };
  },
  remind: ({ params, url, form }) =>
    cartApi.remind(cartKeyOf(params, url), { subject: formText(form, "subject"), message: formText(form, "message") }),
};
