import { Anchor } from "@mantine/core";
import type { TranslationKey } from "~/i18n/keys";
import type { DetailField } from "./sections";

/** An e-mail address as a read view shows it: a link that writes to it, or a dash when there is none. */
export function EmailLink({ email }: { email: string | null | undefined }) {
  return email ? (
    <Anchor href={`mailto:${email}`} size="sm">
      {email}
    </Anchor>
  ) : (
    <>—</>
  );
}

/** A details section's e-mail field: its label and where the record keeps the address, shown as an EmailLink. */
export function emailField<R>(label: TranslationKey, emailOf: (record: R) => string | null | undefined): DetailField<R> {
  return { label, value: (record) => <EmailLink email={emailOf(record)} /> };
}
