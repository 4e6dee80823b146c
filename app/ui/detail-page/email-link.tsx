import { Anchor } from "@mantine/core";

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
