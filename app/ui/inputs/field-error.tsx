import { Text } from "@mantine/core";

/** The message of an input built from several controls (a table, a list of pickers), read out when it appears. */
export function FieldError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Text c="red.9" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}
