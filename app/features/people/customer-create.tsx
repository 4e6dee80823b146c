import { Grid, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { customerApi } from "~/api/people/customers";
import { urls } from "~/routing/urls";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { checkPasswords, NewPasswordFields } from "./admins-password";
import type { WriteOptions } from "~/api/client";
import { TextField } from "~/ui/form/fields";
import { HALF } from "~/ui/form/spans";

/*
 * Creating a registered customer from the back office (`user/action`, a people-area extension of
 * the contract): name, e-mail, phone, a first password and whether the e-mail counts as verified.
 * "Save & edit" lands on the new customer's page (customers are read there, not edited: the
 * storefront owns their profile); "Save" goes back to the list, where the newest comes first.
 */

interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  verified: boolean;
}

const INITIAL: CustomerValues = { name: "", email: "", phone: "", password: "", password_confirmation: "", verified: false };

const description: EditDescription<CustomerValues> = {
  subject: "user",
  listPath: urls.registeredUsers.list(),
  editPath: (id) => urls.registeredUsers.detail(id),
  fields: [
    { name: "name", label: "people.customer.name" },
    { name: "email", label: "people.customer.email" },
    { name: "phone", label: "people.customer.phone" },
    { name: "password", label: "people.accounts.fields.password" },
    { name: "password_confirmation", label: "people.accounts.fields.passwordConfirmation" },
    { name: "verified", label: "people.customer.verified" },
  ],
  schema: z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, "validation.required")),
      email: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^[^\s@]+@[^\s@]+$/, "validation.invalidEmail")),
      password: z.string(),
      password_confirmation: z.string(),
    })
    .check(z.superRefine(checkPasswords)),
};

async function create(values: CustomerValues, _id?: number | string, options?: WriteOptions) {
  const saved = await customerApi.create(
    {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      verified: values.verified ? 1 : 0,
    },
    options,
  );
  return { id: saved.id, values };
}

export function CustomerCreate() {
  const { t } = useTranslation();
  return (
    <EditPage description={description} initial={INITIAL} save={create}>
      {(form) => (
        <Grid>
          <TextField form={form} name="name" span={HALF} required />
          <TextField form={form} name="email" span={HALF} type="email" required />
          <TextField form={form} name="phone" span={HALF} type="tel" />
          <Grid.Col span={HALF}>
            <NewPasswordFields form={form} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Switch
              label={t("people.customer.verified")}
              description={t("people.customers.verifiedHint")}
              checked={form.values.verified}
              disabled={form.readOnly}
              onChange={(event) => form.set("verified", event.currentTarget.checked)}
            />
          </Grid.Col>
        </Grid>
      )}
    </EditPage>
  );
}
